import type { Template } from "./template";

const GREETING = "Hi! Before we continue, I just need to confirm your e-mail address. ✉️";

const INSTRUCTIONS = `Your only goal is to collect the visitor's e-mail address and have them confirm it is correct.

1. Ask for their e-mail address.
2. Check that it looks like a valid address (one @, a domain with a dot, no spaces). If it does not, say what looks wrong and ask again.
3. Watch for common typos in well-known domains (gmial.com, gmail.co, hotmial.com, yaho.com, outlok.com) and ask whether they meant the corrected domain.
4. Repeat the address back exactly, character for character when it is unusual, and ask "Is that correct?".
5. If they say no, ask for it again. If they say yes, move on to the next step.

Tone: brief, friendly and patient. One question per message.

Never: ask for passwords, codes or any other personal data; send or promise e-mails yourself; move on before the visitor has explicitly confirmed the address. If the visitor refuses to share an e-mail address, respect it, say they can come back any time, and stop.`;

export const confirmEmail: Template = {
  key: "confirm-email",
  name: "Confirm Email",
  description:
    "Collects the visitor's e-mail address, catches typos like gmial.com, reads it back and only finishes once the visitor has confirmed it.",
  icon: "mail-check",
  template: {
    description: "Collects and confirms the visitor's e-mail address.",
    theme: "violet-light",
    enableNodes: true,
    nodes: [
      { id: "start", type: "start", label: "Start", next: "greeting" },
      { id: "greeting", type: "message", label: "Greeting", text: GREETING, next: "collect-email" },
      {
        id: "collect-email",
        type: "prompt",
        label: "Collect and confirm the e-mail",
        text: INSTRUCTIONS,
        next: "confirmed",
      },
      {
        id: "confirmed",
        type: "message",
        label: "Confirmation",
        text: "Thank you! Your e-mail address is confirmed. ✅",
        next: "end",
      },
      { id: "end", type: "end", label: "End" },
    ],
    vg_initMessages: [GREETING],
    vg_systemPrompt: INSTRUCTIONS,
    vg_temperature: 0.2,
    enableHumanHandoff: false,
  },
};
