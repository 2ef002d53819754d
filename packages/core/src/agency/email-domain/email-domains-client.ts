import { z } from "zod";
import { readCappedJson } from "./read-capped-json";

/** The e-mail API of this installation (EMAIL_API_URL, EMAIL_API_KEY): the operator's, not a user's URL. */
export interface EmailApiConfig {
  url: string;
  key: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

const ZApiRecord = z.object({
  record: z.string().optional(),
  name: z.string(),
  type: z.string(),
  value: z.string(),
  ttl: z.union([z.string(), z.number()]).optional(),
  status: z.string().optional(),
  priority: z.number().int().optional(),
});
export type TApiDomainRecord = z.infer<typeof ZApiRecord>;

const ZApiDomain = z.object({
  id: z.string().min(1).max(200),
  name: z.string(),
  status: z.string(),
  records: z.array(ZApiRecord).max(50).default([]),
});
export type TApiDomain = z.infer<typeof ZApiDomain>;

const ZApiMessage = z.object({ message: z.string().max(500) });

/** A failed call: the HTTP status and the API's message when it answered, null when it could not be reached. */
export class EmailApiCallError extends Error {
  override readonly name = "EmailApiCallError";
  constructor(
    readonly status: number | null,
    readonly apiMessage: string | null,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Resend's domains API (https://resend.com/docs/api-reference/domains) at `{url}/domains`, with
 * the bearer key: each call times out after 10 s and reads at most 256 KB of answer.
 */
export function emailDomainsClient(config: EmailApiConfig) {
  const base = `${config.url.replace(/\/+$/, "")}/domains`;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.key}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "error",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new EmailApiCallError(null, null, `The e-mail API could not be reached: ${String(error)}`);
    }
    const answer = await readCappedJson(response).catch((error: unknown) => {
      throw new EmailApiCallError(null, null, String(error));
    });
    if (!response.ok) {
      const message = ZApiMessage.safeParse(answer);
      const apiMessage = message.success ? message.data.message.trim() || null : null;
      throw new EmailApiCallError(response.status, apiMessage, `The e-mail API answered ${response.status}`);
    }
    return answer;
  }

  const domain = (answer: unknown): TApiDomain => {
    const parsed = ZApiDomain.safeParse(answer);
    if (!parsed.success) throw new EmailApiCallError(null, null, "The e-mail API answered without a domain");
    return parsed.data;
  };
  const path = (id: string) => `/${encodeURIComponent(id)}`;

  return {
    create: async (name: string) => domain(await call("POST", "", { name })),
    get: async (id: string) => domain(await call("GET", path(id))),
    verify: async (id: string): Promise<void> => {
      await call("POST", `${path(id)}/verify`);
    },
    remove: async (id: string): Promise<void> => {
      await call("DELETE", path(id));
    },
  };
}
