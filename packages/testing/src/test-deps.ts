import { createRegionalDb } from "@parlo/db";
import { createMailer } from "@parlo/email";
import { inject } from "vitest";
import "./provided-context";

/** Core dependencies (CoreDeps) wired to the throwaway databases and the test mailbox (real clients). */
export function createTestDeps() {
  const mailFrom = "Parlo Test <test@parlo.localhost>";
  const noDnsServers: string[] = [];
  return {
    db: createRegionalDb(inject("databaseUrls")),
    mailer: createMailer({ transport: "smtp", smtpUrl: inject("smtpUrl"), from: mailFrom }),
    mailFrom,
    brandName: "Parlo",
    dashboardUrl: "http://localhost:3000",
    portalUrl: "http://localhost:3001",
    // the client portal's domains (CoreDeps.portalDomains): no DNS server is asked unless a test
    // sets a custom domain (those tests point dnsServers at startDnsStandIn)
    portalDomains: {
      rootDomain: "localhost",
      cnameTarget: "localhost",
      dnsServers: noDnsServers,
      portalUrl: "http://localhost:3001",
      httpsPort: 443,
    },
  };
}
