import type { ModelProvider, ModelRequest } from "./model-provider";
import { offlineCssReply } from "./offline-css-reply";

/**
 * A model that needs no network and answers the same way every time: CSS requests (a system prompt
 * about CSS) get real widget CSS, anything else a short note that the offline model is in use.
 * The default for development and tests; set MODEL_PROVIDER=openai for a real model.
 */
export function createOfflineProvider(): ModelProvider {
  return {
    name: "offline",
    complete(request: ModelRequest) {
      const lastUser = [...request.messages].reverse().find((message) => message.role === "user");
      const text = lastUser?.content ?? "";
      if (request.system && /\bCSS\b/.test(request.system)) return Promise.resolve({ text: offlineCssReply(text) });
      return Promise.resolve({
        text: `(Offline model) I received: "${text.slice(0, 200)}". Configure MODEL_PROVIDER=openai for real answers.`,
      });
    },
  };
}
