/**
 * A client for an OpenAI-compatible embeddings API: POST {baseUrl}/embeddings with
 * `{ model, input: string[] }`, answered `{ data: [{ index, embedding: number[] }] }`. The URL is
 * the operator's configuration (EMBEDDINGS_API_BASE_URL), not a user's, so it is fetched directly.
 */
export interface EmbeddingsConfig {
  /** e.g. https://api.openai.com/v1 */
  baseUrl?: string;
  apiKey?: string;
  /** e.g. text-embedding-3-small */
  model?: string;
  /** per request; 15 s by default */
  timeoutMs?: number;
}

export interface EmbeddingsClient {
  readonly model: string;
  /** one vector per text, in order */
  embed(texts: readonly string[]): Promise<number[][]>;
}

export class EmbeddingsError extends Error {
  override readonly name = "EmbeddingsError";
}

export const DEFAULT_EMBEDDINGS_MODEL = "text-embedding-3-small";
const DEFAULT_TIMEOUT_MS = 15_000;
/** texts longer than this are cut before they are sent (embedding models read about 8k tokens) */
const MAX_INPUT_CHARS = 8_000;

function readVectors(body: unknown, count: number): number[][] {
  if (typeof body !== "object" || body === null || !("data" in body) || !Array.isArray(body.data)) {
    throw new EmbeddingsError("The embeddings API answered without data.");
  }
  const vectors: number[][] = new Array<number[]>(count);
  body.data.forEach((item: unknown, position: number) => {
    if (typeof item !== "object" || item === null || !("embedding" in item) || !Array.isArray(item.embedding)) return;
    const index = "index" in item && typeof item.index === "number" ? item.index : position;
    const vector = item.embedding.filter((value: unknown): value is number => typeof value === "number");
    if (index >= 0 && index < count && vector.length === item.embedding.length) vectors[index] = vector;
  });
  const result: number[][] = [];
  for (let i = 0; i < count; i++) {
    const vector = vectors[i];
    if (!vector || vector.length === 0) throw new EmbeddingsError(`The embeddings API gave no vector for input ${i}.`);
    result.push(vector);
  }
  return result;
}

/** The client, or null when no embeddings API is configured (smart search then falls back to simple). */
export function createEmbeddingsClient(config: EmbeddingsConfig): EmbeddingsClient | null {
  if (!config.baseUrl) return null;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/embeddings`;
  const model = config.model ?? DEFAULT_EMBEDDINGS_MODEL;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    model,
    async embed(texts) {
      if (texts.length === 0) return [];
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model, input: texts.map((text) => text.slice(0, MAX_INPUT_CHARS)) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new EmbeddingsError(
          `The embeddings API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) {
        throw new EmbeddingsError(`The embeddings API answered ${response.status}.`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new EmbeddingsError("The embeddings API answered something that is not JSON.");
      }
      return readVectors(body, texts.length);
    },
  };
}
