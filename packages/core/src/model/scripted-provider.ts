import { estimateTokens, type ModelProvider, type ModelRequest } from "./model-provider";

/**
 * A provider that answers with the given function, for tests of the code around a model (it is not
 * a product feature: the product uses the offline answerer or a real API).
 */
export function scriptedProvider(answer: (request: ModelRequest) => string, name = "scripted"): ModelProvider {
  const reply = (request: ModelRequest) => {
    const text = answer(request);
    return { text, model: name, usage: { tokensIn: 10, tokensOut: estimateTokens(text) } };
  };
  return {
    name,
    complete: (request) => Promise.resolve(reply(request)),
    stream(request, onToken) {
      const result = reply(request);
      for (const piece of result.text.match(/\S+\s*/g) ?? []) onToken(piece);
      return Promise.resolve(result);
    },
  };
}
