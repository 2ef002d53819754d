import { headers } from "next/headers";

/** The host name the visitor used (without port), as seen behind a proxy or directly. */
export async function getRequestHost(): Promise<string | null> {
  const list = await headers();
  const raw = list.get("x-forwarded-host") ?? list.get("host");
  const host = raw?.split(",")[0]?.trim().toLowerCase();
  return host ? host : null;
}
