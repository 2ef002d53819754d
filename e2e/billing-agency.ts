import type { Db } from "@parlo/db";
import { agencyFormWithTabs, connectTestAgency, stripeStandInClient } from "@parlo/testing";
import { DEFAULT_AGENCY_PLANS } from "@parlo/validators";
import { expect, type Browser, type Page } from "@playwright/test";
import { createAgent, euWorkspaceId, isRecord, trpcMutation } from "./api";
import { uniqueEmail } from "./mailbox";
import { signUpToAgents } from "./sign-up";

/**
 * The client-billing specs' agency: an owner whose agency answers on its own sub-domain with card
 * payments connected through the Stripe stand-in (`connectTestAgency`), an agent, an org with
 * that agent and Enable Billing on, and its admin client with the pages asked for. The stand-in's
 * SDK client comes with it (E2E_STRIPE_API_URL, E2E_STRIPE_SECRET_KEY).
 */

const PORTAL = new URL(process.env.E2E_PORTAL_URL ?? "http://localhost:3001");
export const CLIENT_PASSWORD = "Correct-Horse-42";
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const e2eStripe = () =>
  stripeStandInClient({
    apiUrl: process.env.E2E_STRIPE_API_URL ?? "",
    secretKey: process.env.E2E_STRIPE_SECRET_KEY ?? "",
  });

export async function connectedAgencyWithClient(
  browser: Browser,
  db: Db,
  options: {
    /** names the agency, its sub-domain and the e-mails */
    label: string;
    orgName: string;
    pages: string[];
    /** save the default plans (Basic, Premium) on the account */
    plans?: boolean;
    /** credits moved from the workspace to the org */
    orgCredits?: number;
  },
) {
  expect(process.env.E2E_STRIPE_API_URL, "the e2e stack gives the Stripe stand-in's URL").toBeTruthy();
  const owner: Page = await (await browser.newContext()).newPage();
  await signUpToAgents(owner, uniqueEmail(`${options.label}-owner`), "Olga Owner");
  const workspaceId = await euWorkspaceId(owner);
  const scope = { region: "eu", workspaceId };
  await trpcMutation(owner, "agency.save", {
    ...scope,
    agency: { ...agencyFormWithTabs([]), name: `${options.orgName} Agency ${suffix()}` },
  });
  const label = `${options.label}${suffix()}`;
  await trpcMutation(owner, "agency.setSubDomain", { ...scope, subDomain: label });
  const agency = await db.agency.findUniqueOrThrow({ where: { userId: workspaceId } });
  const stripe = e2eStripe();
  const { accountId } = await connectTestAgency({ db, stripe, agencyId: agency.id, country: "US" });
  if (options.plans) {
    await trpcMutation(owner, "agencyBilling.upsertAgencyPlans", {
      ...scope,
      agencyAccountId: accountId,
      plans: DEFAULT_AGENCY_PLANS.map((plan) => ({
        ...plan,
        features: [...plan.features],
        productId: null,
        priceId: null,
      })),
    });
  }
  const agentId = await createAgent(owner, { title: "Front Desk" });
  const created = await trpcMutation(owner, "clients.createOrg", {
    ...scope,
    name: options.orgName,
    widgetIDs: [agentId],
    allowBilling: true,
  });
  const orgId = isRecord(created) && isRecord(created.org) && typeof created.org.id === "string" ? created.org.id : "";
  expect(orgId).not.toBe("");
  if (options.orgCredits) {
    await trpcMutation(owner, "clients.transferCredits", {
      ...scope,
      orgId,
      direction: "toOrg",
      amount: options.orgCredits,
    });
  }
  const email = uniqueEmail(`${options.label}-client`);
  await trpcMutation(owner, "clients.createClient", {
    ...scope,
    orgId,
    name: "Cleo Client",
    email,
    password: CLIENT_PASSWORD,
    canAccess: options.pages,
    clientTabOrder: options.pages,
    isOrgAdmin: true,
  });
  return {
    owner,
    scope,
    url: `http://${label}.${PORTAL.hostname}:${PORTAL.port}`,
    stripe,
    accountId,
    agentId,
    orgId,
    email,
  };
}

/** Signs the client in on its agency's portal with its password; waits for its first page. */
export async function signInClient(page: Page, portalUrl: string, email: string, firstPage: string): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(CLIENT_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${portalUrl}/${firstPage}**`);
}
