import type { Template } from "./template";

const INSTRUCTIONS =
  "You are a helpful assistant. Answer clearly and briefly, ask a short follow-up question when a request is unclear, and never make up facts you do not know.";

export const blankTemplate: Template = {
  key: "blank-template",
  name: "Blank Template",
  description: "Start from scratch with a single prompt and shape the agent yourself.",
  icon: "file",
  template: {
    enableNodes: true,
    nodes: [
      { id: "start", type: "start", label: "Start", next: "assistant" },
      { id: "assistant", type: "prompt", label: "Assistant", text: INSTRUCTIONS },
    ],
    vg_initMessages: ["Hi! How can I help you today?"],
    vg_systemPrompt: INSTRUCTIONS,
    vg_temperature: 0.5,
  },
};
