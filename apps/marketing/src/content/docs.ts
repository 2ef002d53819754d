/** The short getting-started guide shown on /docs. */
export const docSections = [
  {
    id: "create-agent",
    title: "1. Create an agent",
    paragraphs: [
      "Sign up and create a workspace. Choose where its data lives: the EU or North America.",
      "Create an agent, give it a name and write its instructions: who it speaks for, what it should help with, and when it should hand over to a person.",
    ],
  },
  {
    id: "knowledge-base",
    title: "2. Add knowledge",
    paragraphs: [
      "Upload documents, add web pages or write question-and-answer pairs. The agent answers from this material and shows which source it used.",
      "Test the agent in the dashboard and refine instructions or knowledge until the answers are right.",
    ],
  },
  {
    id: "channels",
    title: "3. Connect channels",
    paragraphs: [
      "Copy the chat widget snippet into any website. Connect WhatsApp, Instagram, Messenger, Discord or Telegram, or attach a phone number for voice calls.",
    ],
  },
  {
    id: "agency",
    title: "4. Resell under your brand",
    paragraphs: [
      "In Agency settings, add your logo, colours and a custom domain for the client portal. Connect your Stripe account to bill clients at your own prices.",
      "Invite each client to the portal. Their usage is paid from prepaid credits, and you can see balances per client.",
    ],
  },
] as const;
