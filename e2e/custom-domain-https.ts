import { readFileSync } from "node:fs";
import { request } from "node:https";
import { TLSSocket, type PeerCertificate } from "node:tls";

/**
 * Requests to agency custom domains through the stack's Caddy (scripts/stack/domains-stack.ts):
 * connect to 127.0.0.1 on its HTTPS port with the domain as SNI and Host, the way a visitor's
 * browser reaches a domain whose CNAME points at the portal, trusting only Caddy's internal CA.
 */
export const CUSTOM_DOMAIN_HTTPS_PORT = Number(process.env.E2E_CUSTOM_DOMAIN_HTTPS_PORT ?? 0);
export const CUSTOM_DOMAIN_CA_FILE = process.env.E2E_CUSTOM_DOMAIN_CA_FILE ?? "";

export interface CustomDomainAnswer {
  status: number;
  body: string;
  /** the certificate the handshake ended with (its chain verified against the CA file) */
  certificate: PeerCertificate;
}

/** GET https://{host}{path} through Caddy; rejects when the TLS handshake (or the request) fails. */
export function getOnCustomDomain(host: string, path: string): Promise<CustomDomainAnswer> {
  const ca = readFileSync(CUSTOM_DOMAIN_CA_FILE);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: CUSTOM_DOMAIN_HTTPS_PORT,
        servername: host,
        path,
        headers: { host },
        ca,
        agent: false,
        timeout: 15_000,
      },
      (response) => {
        const certificate = response.socket instanceof TLSSocket ? response.socket.getPeerCertificate() : null;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          if (!certificate) return reject(new Error("not a TLS connection"));
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), certificate });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${host} within 15s`)));
    req.on("error", reject);
    req.end();
  });
}
