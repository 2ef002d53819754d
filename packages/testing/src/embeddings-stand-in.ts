import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Dimensions of the stand-in's vectors. */
export const STAND_IN_DIMENSIONS = 64;

const COMMON = new Set(
  "with your that this from have what when which there their they them then than into about".split(" "),
);

/**
 * A deterministic "embedding": hashed bag of words (lower-cased, words of four letters or more but
 * the commonest, a trailing s dropped), normalised.
 */
export function bagOfWordsVector(text: string): number[] {
  const vector = new Array<number>(STAND_IN_DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (raw.length < 4 || COMMON.has(raw)) continue;
    const word = raw.length > 3 && raw.endsWith("s") ? raw.slice(0, -1) : raw;
    let hash = 2166136261;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 16777619) >>> 0;
    const index = hash % STAND_IN_DIMENSIONS;
    vector[index] = (vector[index] ?? 0) + 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

export interface EmbeddingsRequest {
  model: string;
  input: string[];
  authorization: string | undefined;
}

export interface EmbeddingsStandIn {
  /** http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  requests: EmbeddingsRequest[];
  setFailing(failing: boolean): void;
  stop(): Promise<void>;
}

/**
 * A local OpenAI-compatible embeddings API for tests and benchmarks: POST /v1/embeddings answers
 * bag-of-words vectors. `requests` counts the calls; `failing` makes it answer 500.
 */
export async function startEmbeddingsStandIn(): Promise<EmbeddingsStandIn> {
  const requests: EmbeddingsRequest[] = [];
  let failing = false;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (failing || request.url !== "/v1/embeddings") {
        response.writeHead(failing ? 500 : 404).end();
        return;
      }
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const model =
        typeof body === "object" && body && "model" in body && typeof body.model === "string" ? body.model : "";
      const raw = typeof body === "object" && body && "input" in body ? body.input : [];
      const input = (Array.isArray(raw) ? raw : [raw]).map((item: unknown) => String(item));
      requests.push({ model, input, authorization: request.headers.authorization });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "list",
          model,
          data: input.map((text, index) => ({ object: "embedding", index, embedding: bagOfWordsVector(text) })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setFailing: (value) => {
      failing = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
