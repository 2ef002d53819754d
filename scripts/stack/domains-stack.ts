/**
 * The e2e tier's part for agency domains: a DNS stand-in (with its HTTP control, so specs set
 * records) that the dashboard's verification asks, and Caddy in front of the portal giving the
 * verified custom domains certificates from its internal CA, as production does with ACME.
 */
import path from "node:path";
import { startDnsStandIn, startDnsStandInControl } from "@parlo/testing";
import { startCaddy } from "./caddy";

export interface DomainsStack {
  /** for the dashboard and the portal: DNS_SERVERS, CUSTOM_DOMAIN_HTTPS_PORT, CUSTOM_DOMAIN_TLS_CA_FILE */
  appEnv: Record<string, string>;
  /** for the specs: E2E_DNS_CONTROL_URL, E2E_CUSTOM_DOMAIN_HTTPS_PORT, E2E_CUSTOM_DOMAIN_CA_FILE */
  specEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the DNS stand-in, its control and Caddy. Caddy's ports come from the stack's port base
 * (base + 43 for HTTPS, base + 80 for HTTP) so that two stacks run side by side; it asks the
 * portal (on `portalPort`, started later: Caddy only asks at a handshake) before each certificate.
 */
export async function startDomainsStack(options: {
  portBase: number;
  portalPort: number;
  /** a fresh directory of the run (Caddy's storage and internal CA go under it) */
  dir: string;
  logFile: string;
}): Promise<DomainsStack> {
  const dns = await startDnsStandIn();
  const control = await startDnsStandInControl(dns);
  const httpsPort = options.portBase + 43;
  try {
    const caddy = await startCaddy({
      httpsPort,
      httpPort: options.portBase + 80,
      askUrl: `http://localhost:${options.portalPort}/api/tls/ask`,
      upstream: `localhost:${options.portalPort}`,
      storageDir: path.join(options.dir, "caddy"),
      logFile: options.logFile,
    });
    return {
      appEnv: {
        DNS_SERVERS: dns.server,
        CUSTOM_DOMAIN_HTTPS_PORT: String(httpsPort),
        CUSTOM_DOMAIN_TLS_CA_FILE: caddy.caCertPath,
      },
      specEnv: {
        E2E_DNS_CONTROL_URL: control.url,
        E2E_CUSTOM_DOMAIN_HTTPS_PORT: String(httpsPort),
        E2E_CUSTOM_DOMAIN_CA_FILE: caddy.caCertPath,
      },
      stop: async () => {
        await caddy.stop();
        await control.stop();
        await dns.stop();
      },
    };
  } catch (error) {
    await control.stop();
    await dns.stop();
    throw error;
  }
}
