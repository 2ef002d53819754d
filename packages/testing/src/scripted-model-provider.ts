/**
 * The request fields a scripted answer usually reads; the core's ModelRequest has them (and more),
 * so a test that needs the whole request names it: `scriptedModelProvider((request: ModelRequest) => ...)`.
 */
export interface ScriptedModelRequest {
  system?: string;
  messages: ReadonlyArray<{ role: string; content: string }>;
}

export interface ScriptedModelReply {
  text: string;
  model: string;
  usage: { tokensIn: number; tokensOut: number };
}

/** The shape of the core's ModelProvider, declared here because @parlo/testing does not depend on @parlo/core. */
export interface ScriptedModelProvider<Request> {
  readonly name: string;
  complete(request: Request): Promise<ScriptedModelReply>;
  stream(request: Request, onToken: (text: string) => void): Promise<ScriptedModelReply>;
}

/**
 * A model provider that answers with the given function, for tests of the code around a model (it is
 * not a product feature: the product uses the offline answerer or a real API). Streams the answer
 * word by word; usage is 10 tokens in and the core's estimate (4 characters a token) out.
 */
export function scriptedModelProvider<Request = ScriptedModelRequest>(
  answer: (request: Request) => string,
  name = "scripted",
): ScriptedModelProvider<Request> {
  const reply = (request: Request): ScriptedModelReply => {
    const text = answer(request);
    return { text, model: name, usage: { tokensIn: 10, tokensOut: Math.ceil(text.length / 4) } };
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
