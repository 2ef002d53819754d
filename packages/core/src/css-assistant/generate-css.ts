import type { ModelMessage, ModelProvider } from "../model/model-provider";
import { cssSystemPrompt } from "./css-prompt";
import { extractCss } from "./extract-css";

const MAX_TOKENS = 1500;
const TEMPERATURE = 0.4;

/**
 * One turn of the AI CSS assistant: the chat so far and the widget's CSS go to the model with the
 * widget's class names; the answer is the model's reply and the CSS found in it (null when none).
 */
export async function generateCss(options: {
  provider: ModelProvider;
  messages: ModelMessage[];
  currentCSS: string;
  model?: string;
}): Promise<{ response: string; css: string | null }> {
  const { text } = await options.provider.complete({
    system: cssSystemPrompt(options.currentCSS),
    messages: options.messages,
    model: options.model,
    maxTokens: MAX_TOKENS,
    temperature: TEMPERATURE,
  });
  return { response: text, css: extractCss(text) };
}
