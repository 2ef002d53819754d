import { lookup } from "node:dns/promises";
import { readFile } from "node:fs/promises";
import { request } from "node:https";
import { rootCertificates } from "node:tls";
import { z } from "zod";
import type { PortalDomainsConfig } from "./portal-domains-config";

const MAX_BYTES = 4096;
const TIMEOUT_MS = 5000;
const ZHostAnswer = z.object({ agencyId: z.string().nullable() });

async function trustedCas(config: PortalDomainsConfig): Promise<string[] | undefined> {
  if (!config.tlsCaFile) return undefined;
  const extra = await readFile(config.tlsCaFile, "utf8").catch(() => null);
  return extra ? [...rootCertificates, extra] : undefined;
}

/**
 * Whether the portal is live on a verified custom domain: an HTTPS request for the domain (SNI and
 * Host) reaches the portal's proxy at the CNAME target, the certificate is valid for the domain,
 * and GET /api/portal/host answers this agency. It connects to the CNAME target (the operator's
 * address, not one the agency's DNS chose), so it cannot be pointed at another server.
 */
export async function isCustomDomainLive(
  config: PortalDomainsConfig,
  host: string,
  agencyId: string,
): Promise<boolean> {
  try {
    const [targets, ca] = await Promise.all([lookup(config.cnameTarget, { all: true }), trustedCas(config)]);
    // `localhost` may give ::1 and 127.0.0.1: the proxy may listen on one of them only
    for (const target of targets) {
      if (await answersForAgency(config, target, host, agencyId, ca)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

async function answersForAgency(
  config: PortalDomainsConfig,
  target: { address: string; family: number },
  host: string,
  agencyId: string,
  ca: string[] | undefined,
): Promise<boolean> {
  try {
    const body = await new Promise<string>((resolve, reject) => {
      const outgoing = request(
        {
          host: target.address,
          family: target.family,
          port: config.httpsPort,
          servername: host,
          path: "/api/portal/host",
          headers: { host, accept: "application/json" },
          ca,
          agent: false,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`status ${response.statusCode}`));
            return;
          }
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
            if (text.length > MAX_BYTES) response.destroy(new Error("answer too large"));
          });
          response.on("end", () => resolve(text));
          response.on("error", reject);
        },
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
      outgoing.on("error", reject);
      outgoing.end();
    });
    const answer = ZHostAnswer.safeParse(JSON.parse(body));
    return answer.success && answer.data.agencyId === agencyId;
  } catch {
    return false;
  }
}
