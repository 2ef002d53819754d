import { estimateTokens, type ModelProvider, type ModelReply, type ModelRequest } from "./model-provider";
import { offlineAnswer } from "./offline-answer";
import { offlineCssReply } from "./offline-css-reply";

export const OFFLINE_MODEL = "offline";

/** Whether answers come from the built-in offline answerer (which cannot act on what it is asked). */
export function isOfflineProvider(provider: ModelProvider): boolean {
  return provider.name === OFFLINE_MODEL;
}

function reply(request: ModelRequest): ModelReply {
  const lastUser = [...request.messages].reverse().find((message) => message.role === "user");
  const question = lastUser?.content ?? "";
  const text =
    !request.handoff && !request.knowledgeRanked && request.system && /\bCSS\b/.test(request.system)
      ? offlineCssReply(question)
      : offlineAnswer(question, request.knowledge ?? [], request.knowledgeRanked ?? false, request.handoff);
  const read = (request.system ?? "") + request.messages.map((message) => message.content).join("\n");
  return { text, model: OFFLINE_MODEL, usage: { tokensIn: estimateTokens(read), tokensOut: estimateTokens(text) } };
}

/**
 * A model that needs no network and answers the same way every time: CSS requests (a system prompt
 * about CSS) get real widget CSS, anything else the offline answerer's reply (offline-answer.ts).
 * The default for development and tests; set MODEL_PROVIDER=openai for a real model.
 */
export function createOfflineProvider(): ModelProvider {
  return {
    name: OFFLINE_MODEL,
    complete: (request) => Promise.resolve(reply(request)),
    stream(request, onToken) {
      const answer = reply(request);
      // word by word, like a model would stream it
      for (const piece of answer.text.match(/\S+\s*/g) ?? []) onToken(piece);
      return Promise.resolve(answer);
    },
  };
}
