import { messagingChannels, type FeatureId } from "./feature-availability";

export interface DocSection {
  id: string;
  title: string;
  /** Steps that work today. */
  paragraphs: string[];
  /** Features this section will cover once they ship; while coming, the page says so instead of giving steps. */
  coming: readonly FeatureId[];
}

/** The short getting-started guide shown on /docs. */
export const docSections: DocSection[] = [
  {
    id: "create-agent",
    title: "1. Create an agent",
    paragraphs: [
      "Sign up and create a workspace. Choose where its data lives: the EU or North America.",
      "When you sign up, enter the company's website: the first agent starts from its colours, logo and pages. More agents come from New Agent, blank or from a template.",
      "Give each agent a name and write its instructions: who it speaks for, what it should help with, and when it should hand over to a person.",
    ],
    coming: [],
  },
  {
    id: "knowledge-base",
    title: "2. Add knowledge",
    paragraphs: [
      "Upload documents, add web pages or write question-and-answer pairs. The agent answers from this material and shows which source it used.",
      "Test the agent in the dashboard and refine instructions or knowledge until the answers are right.",
    ],
    coming: [],
  },
  {
    id: "channels",
    title: "3. Put the agent on a website",
    paragraphs: [
      "Publish the agent, then open the menu next to Publish and choose Website Script. Paste the line it shows just before </body> on every page where the chat should appear.",
      "Developers can also reach the agent from their own code: the streaming chat API starts conversations and streams the answers, authorised with the agent's secret key.",
    ],
    coming: [...messagingChannels, "phoneNumbers", "voiceAgents"],
  },
  {
    id: "agency",
    title: "4. Work for your clients",
    paragraphs: [
      "Create one agent per client, styled in the client's colours, and embed it on the client's website. Invite teammates to your workspace to share the work.",
      "Follow each agent's conversations in Chats, take over when a person is needed, and export the leads it collects.",
      "Open Agency in the side navigation and give the client portal your name, logo, colours and font; Save creates it. Under Domains, choose a sub-domain, or add your own domain and point it at us with the CNAME record shown, then Verify.",
      "On the Clients page, create an organization per client, give it its agents and pages, and add its people: each signs in to the portal with their e-mail and a password or an e-mailed code. SAAS Mode lets clients sign up on their own.",
      "To bill clients yourself, follow the four steps of Card payments in SAAS Mode: create your Stripe account, finish Stripe's onboarding, set your price per credit and save your plans. Then turn on Enable Billing for an organization: its people buy credits, subscribe to your plans and can recharge automatically, paid into your Stripe account.",
    ],
    coming: [],
  },
];
