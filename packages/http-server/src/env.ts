import { z } from "zod";

const ZServerEnv = z.object({
  /** proxies in front of the app that append the client's address to X-Forwarded-For */
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: "TRUSTED_PROXY_HOPS must be a whole number from 0 to 10" })
    .int("TRUSTED_PROXY_HOPS must be a whole number from 0 to 10")
    .min(0, "TRUSTED_PROXY_HOPS must be a whole number from 0 to 10")
    .max(10, "TRUSTED_PROXY_HOPS must be a whole number from 0 to 10")
    .default(0),
});

/** The server's own settings, checked once at start-up. */
export function serverEnv(source: Record<string, string | undefined> = process.env): z.infer<typeof ZServerEnv> {
  const parsed = ZServerEnv.safeParse(source);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join("; "));
  return parsed.data;
}
