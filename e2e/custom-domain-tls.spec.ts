import { createDbClient, randomString, type Db } from "@parlo/db";
import { createTestAgency } from "@parlo/testing";
import { expect, test } from "@playwright/test";
import { CUSTOM_DOMAIN_CA_FILE, CUSTOM_DOMAIN_HTTPS_PORT, getOnCustomDomain } from "./custom-domain-https";

/**
 * TLS for agency custom domains: the stack's Caddy (on-demand TLS, internal CA) asks the portal's
 * /api/tls/ask before each certificate, so a verified custom domain gets one on its first
 * handshake and reaches its agency's portal, and any other name gets no certificate at all.
 */
let db: Db;

test.beforeAll(() => {
  expect(CUSTOM_DOMAIN_HTTPS_PORT, "E2E_CUSTOM_DOMAIN_HTTPS_PORT (set by scripts/test.ts)").toBeGreaterThan(0);
  expect(CUSTOM_DOMAIN_CA_FILE, "E2E_CUSTOM_DOMAIN_CA_FILE (set by scripts/test.ts)").not.toBe("");
  db = createDbClient(process.env.E2E_DATABASE_URL_EU ?? "");
});

test.afterAll(async () => {
  await db.$disconnect();
});

test("a verified custom domain gets a certificate from Caddy and reaches its agency's portal", async () => {
  const domain = `portal.acme-tls-${randomString(8).toLowerCase()}.com`;
  const { agencyId } = await createTestAgency(db, { customDomain: domain, verifiedCustomDomain: true });

  const answer = await getOnCustomDomain(domain, "/api/portal/host");

  expect(answer.certificate.subjectaltname).toBe(`DNS:${domain}`);
  expect(answer.certificate.issuer.CN).toMatch(/^Caddy Local Authority/);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ agencyId });
});

test("an unverified custom domain or an unknown name gets no certificate", async () => {
  const domain = `portal.acme-tls-${randomString(8).toLowerCase()}.com`;
  await createTestAgency(db, { customDomain: domain, verifiedCustomDomain: false });

  // Caddy ends the handshake with an alert: it has no certificate for the name and will not get one
  const noCertificate = /tlsv1 alert internal error/;
  await expect(getOnCustomDomain(domain, "/api/portal/host")).rejects.toThrow(noCertificate);
  const unknown = `portal.nobody-${randomString(8).toLowerCase()}.com`;
  await expect(getOnCustomDomain(unknown, "/api/portal/host")).rejects.toThrow(noCertificate);
});
