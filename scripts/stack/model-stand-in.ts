/**
 * A tiny OpenAI-compatible chat completions server for the e2e tier: the dashboard runs its real
 * HTTP model client (MODEL_PROVIDER=openai) against it. Every POST .../chat/completions gets the
 * same reply, a short text with a ```css block; anything else is 404.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const MODEL_STAND_IN_CSS = ".parlo-bubble-user {\n  background: #9333ea;\n  color: #ffffff;\n}";
export const MODEL_STAND_IN_REPLY = `Here is a purple chat bubble:\n\n\`\`\`css\n${MODEL_STAND_IN_CSS}\n\`\`\`\n\nYour messages now show in purple.`;

export interface ModelStandIn {
  /** the base URL to use as MODEL_API_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** how many completions were asked for */
  requests: () => number;
  stop: () => Promise<void>;
}

export async function startModelStandIn(port = 0): Promise<ModelStandIn> {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      count += 1;
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          id: `chatcmpl-stand-in-${count}`,
          object: "chat.completion",
          model: "stand-in",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: MODEL_STAND_IN_REPLY } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address: AddressInfo | string | null = server.address();
  const actualPort = typeof address === "object" && address !== null ? address.port : port;
  return {
    baseUrl: `http://127.0.0.1:${actualPort}/v1`,
    requests: () => count,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
