import type { DnsStandIn, DnsStandInRecords } from "./dns-stand-in";
import { startFetchHandlerServer } from "./fetch-handler-server";

export interface DnsStandInControl {
  /** http://127.0.0.1:<port>: POST /records, DELETE /records/{name} */
  url: string;
  stop(): Promise<void>;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** A `POST /records` body ({name, cname?, a?, txt?}) as a name and its records, or null. */
function parseRecordsBody(body: unknown): { name: string; records: DnsStandInRecords } | null {
  if (typeof body !== "object" || body === null) return null;
  const name: unknown = Reflect.get(body, "name");
  const cname: unknown = Reflect.get(body, "cname");
  const a: unknown = Reflect.get(body, "a");
  const txt: unknown = Reflect.get(body, "txt");
  if (typeof name !== "string" || !name) return null;
  if (cname !== undefined && typeof cname !== "string") return null;
  if ((a !== undefined && !isStringList(a)) || (txt !== undefined && !isStringList(txt))) return null;
  return { name, records: { cname, a, txt } };
}

/**
 * An HTTP control for a DNS stand-in, so that another process (a Playwright spec) sets the records
 * the product's resolver will find: `POST /records` with `{name, cname?, a?, txt?}` (replaces the
 * name's records) and `DELETE /records/{name}`; both answer 204, a malformed body 400.
 */
export async function startDnsStandInControl(dns: Pick<DnsStandIn, "set" | "remove">): Promise<DnsStandInControl> {
  const server = await startFetchHandlerServer(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname === "/records") {
      const parsed = parseRecordsBody(await request.json().catch(() => null));
      if (!parsed) return new Response("Expected {name, cname?, a?: string[], txt?: string[]}", { status: 400 });
      dns.set(parsed.name, parsed.records);
      return new Response(null, { status: 204 });
    }
    const removed = /^\/records\/([^/]+)$/.exec(pathname);
    if (request.method === "DELETE" && removed?.[1]) {
      dns.remove(decodeURIComponent(removed[1]));
      return new Response(null, { status: 204 });
    }
    return new Response("Not found", { status: 404 });
  });
  return { url: server.baseUrl, stop: () => server.stop() };
}

export interface DnsStandInClient {
  set(name: string, records: DnsStandInRecords): Promise<void>;
  remove(name: string): Promise<void>;
}

/** The specs' side of `startDnsStandInControl`: sets and removes records over HTTP. */
export function dnsStandInClient(controlUrl: string): DnsStandInClient {
  const send = async (path: string, init: RequestInit) => {
    const response = await fetch(new URL(path, controlUrl), init);
    if (response.status !== 204) throw new Error(`DNS stand-in control answered ${response.status} to ${path}`);
  };
  return {
    set: (name, records) =>
      send("/records", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, ...records }),
      }),
    remove: (name) => send(`/records/${encodeURIComponent(name)}`, { method: "DELETE" }),
  };
}
