import type { TAgentSettings } from "@parlo/validators";
import type { ModelMessage, ModelRequest } from "../model/model-provider";
import type { TurnKnowledge } from "./turn-knowledge";

/** How many earlier messages go to the model with each question. */
export const HISTORY_MESSAGES = 20;

/** The agent's instructions: the prompt steps of a node-based agent, else its system and init prompts. */
export function systemPrompt(document: TAgentSettings): string {
  const parts: string[] = [];
  if (document.enableNodes && document.nodes?.length) {
    for (const node of document.nodes) {
      if (node.type === "prompt" && node.text?.trim()) parts.push(node.text.trim());
      if (node.type === "handoff" && node.text?.trim()) {
        parts.push(
          `When the visitor needs a person, say you will pass them to the team. Note for the team: ${node.text.trim()}`,
        );
      }
    }
  }
  if (parts.length === 0) {
    if (document.vg_systemPrompt?.trim()) parts.push(document.vg_systemPrompt.trim());
    if (document.vg_prompt?.trim()) parts.push(document.vg_prompt.trim());
  }
  if (document.vg_initPrompt?.trim()) parts.push(`At the start of a conversation: ${document.vg_initPrompt.trim()}`);
  if (parts.length === 0) parts.push("You are a helpful assistant. Answer briefly and never make up facts.");
  if (document.lang && document.lang !== "en")
    parts.push(`Answer in the visitor's language (default: ${document.lang}).`);
  return parts.join("\n\n");
}

export const KNOWLEDGE_INSTRUCTIONS = {
  answer:
    "Answer from the knowledge base passages below when they hold the answer, and cite the sources you used by their title and URL. Do not invent facts the passages do not give.",
  none: "No passage of the knowledge base matched the visitor's question. Unless the answer is already in this conversation, say honestly that you do not know rather than guessing, and offer to help otherwise.",
} as const;

/** The knowledge part of the system prompt: the passages with their title and URL, or that none matched. */
export function knowledgePrompt(knowledge: TurnKnowledge): string {
  if (knowledge.passages.length === 0) return KNOWLEDGE_INSTRUCTIONS.none;
  const passages = knowledge.passages.map(
    (passage, index) =>
      `[${index + 1}] ${passage.title || "Untitled"}${passage.url ? ` (${passage.url})` : ""}\n${passage.content.trim()}`,
  );
  return `${KNOWLEDGE_INSTRUCTIONS.answer}\n\nKnowledge base passages:\n\n${passages.join("\n\n")}`;
}

/**
 * The model call for the next answer: the agent's model settings, its instructions and the chat so
 * far, plus what its knowledge gave for the visitor's message (when it was searched).
 */
export function buildModelRequest(
  document: TAgentSettings,
  history: readonly { role: "user" | "assistant" | "human" | "system"; content: string }[],
  knowledge: TurnKnowledge | null = null,
): ModelRequest {
  const messages: ModelMessage[] = history
    .filter((message) => message.role !== "system")
    .slice(-HISTORY_MESSAGES)
    .map((message) => ({
      // what a person on the team wrote is part of the agent's side of the chat
      role: message.role === "user" ? "user" : "assistant",
      content: message.content,
    }));
  const system = systemPrompt(document);
  return {
    system: knowledge ? `${system}\n\n${knowledgePrompt(knowledge)}` : system,
    messages,
    model: document.vg_defaultModel,
    temperature: document.vg_temperature,
    maxTokens: document.vg_maxTokens,
    ...(knowledge ? { knowledge: knowledge.passages.map((passage) => passage.content), knowledgeRanked: true } : {}),
  };
}
