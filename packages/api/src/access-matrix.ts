/**
 * Every procedure of the app router and who may call it. The access-matrix integration test
 * walks the router: a procedure missing here fails the test, and every non-public procedure is
 * called as outsiders (signed out, a member of another workspace, another workspace's secret,
 * another agent's secret, a member who was removed, and per rule the near-insiders: a plain member
 * for owner procedures and agent keys, the agent's own key for agent-manager procedures and agent
 * keys) and must be refused.
 */
import type { Region } from "@parlo/db";
import { defaultAgencyClientSettings, defaultAgencyForm, type TClientPageKey } from "@parlo/validators";

export type AccessRule =
  /** anyone, signed in or not (say why) */
  | { access: "public"; why: string }
  /** a signed-in person, acting on their own account */
  | { access: "user" }
  /** a member of the workspace named in the input, or its workspace secret */
  | { access: "workspaceMember" }
  /** the owner of the workspace named in the input, or its workspace secret */
  | { access: "workspaceOwner" }
  /**
   * a member of the agent's workspace, the workspace secret, or the agent's own secret; with
   * `portalPage`, also on the agency's portal host its admin and the clients whose org has the agent
   * and who may open that page (mutations: not in a read-only session)
   */
  | { access: "agent"; portalPage?: TClientPageKey }
  /** a member of the agent's workspace or the workspace secret (not the agent's own key); `portalPage` as for agent */
  | { access: "agentManager"; portalPage?: TClientPageKey }
  /** the agent's keys: the workspace owner, the workspace secret, or a member allowed to see API keys */
  | { access: "agentKeys" }
  /** anyone on an agency's portal host (sign-in and sign-up; say why); nothing in the dashboard */
  | { access: "portal"; why: string }
  /** a signed-in client or the admin of the agency whose portal host the call came to */
  | { access: "portalSession" }
  /**
   * a signed-in client of the agency whose portal host the call came to (not its admin, who has no
   * client account); mutations: not in a read-only session; with `flag`, only a client who has it
   * (its org's admin, or one allowed to create agents)
   */
  | { access: "portalClient"; flag?: "isOrgAdmin" | "allowCreateAgents" };

/** The target of a call: a workspace and an agent the outsiders have nothing to do with. */
export interface MatrixTarget {
  region: Region;
  workspaceId: string;
  agentId: string;
}

type Entry = AccessRule & { input: (target: MatrixTarget) => unknown; kind: "query" | "mutation" };

const ws = (t: MatrixTarget) => ({ region: t.region, workspaceId: t.workspaceId });
const agent = (t: MatrixTarget) => ({ region: t.region, agentId: t.agentId });
const token = "x".repeat(43);
/** Ids of an org and a client (none exist: outsiders are refused before the look-up). */
const matrixOrgId = "MatrixOrg00000000000";
const matrixClientId = "MatrixClient00000000";
/** A 1x1 PNG. */
const TINY_PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";
/** A browser's push subscription (a push service that is never called: the matrix only subscribes). */
const MATRIX_PUSH_SUBSCRIPTION = {
  endpoint: "https://push.example.test/matrix",
  keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
};
const COMPANY = { name: "Acme", website: "acme.invalid", description: "We make anvils for cartoon coyotes." };

export const ACCESS_MATRIX: Record<string, Entry> = {
  "auth.requestCode": {
    access: "public",
    why: "sign-in starts signed out; answers only by e-mail, rate limited per address and per IP",
    kind: "mutation",
    input: () => ({ purpose: "signin", email: "nobody@example.test" }),
  },
  "auth.tokenToUser": {
    access: "public",
    why: "signs a signed-out person in: the one-time token (hashed, single use, 15 minutes) is the credential; rate limited per IP",
    kind: "mutation",
    input: () => ({ token: `sit.eu.${"0".repeat(32)}.${"A".repeat(43)}` }),
  },
  "auth.me": { access: "user", kind: "query", input: () => undefined },
  "auth.completeProfile": { access: "user", kind: "mutation", input: () => undefined },
  "auth.signOutEverywhere": { access: "user", kind: "mutation", input: () => undefined },

  "agency.get": { access: "workspaceOwner", kind: "query", input: ws },
  "agency.save": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), agency: defaultAgencyForm() }),
  },
  "agencyBilling.state": { access: "workspaceOwner", kind: "query", input: ws },
  "agencyBilling.createAccount": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), country: "US", email: "owner@example.com" }),
  },
  "agencyBilling.accountLink": { access: "workspaceOwner", kind: "mutation", input: ws },
  "agencyBilling.refreshAccount": { access: "workspaceOwner", kind: "mutation", input: ws },
  "agencyBilling.saveBillingSettings": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), usdPerCreditExtra: "0.003", allowPlans: true }),
  },
  "agencyBilling.upsertAgencyPlans": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({
      ...ws(t),
      agencyAccountId: "acct_matrix",
      plans: [
        { name: "Basic Plan", credits: 5000, features: ["Support"], isPopular: false, productId: null, priceId: null },
      ],
    }),
  },
  "agencyBilling.getPlans": { access: "workspaceOwner", kind: "query", input: ws },
  "agencyBilling.saveAutoBilling": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({
      ...ws(t),
      autoBilling: { newOrgsAllowBilling: false, allowCreditPurchases: true, allowAutoRecharge: true },
    }),
  },
  "agency.adminLink": { access: "workspaceOwner", kind: "query", input: ws },
  "agency.regenerateSecret": { access: "workspaceOwner", kind: "mutation", input: ws },
  "agency.activateWhitelabelTrial": { access: "workspaceOwner", kind: "mutation", input: ws },
  "agency.domains": { access: "workspaceOwner", kind: "query", input: ws },
  "agency.setSubDomain": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), subDomain: "matrix" }),
  },
  "agency.setCustomDomain": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), customDomain: "app.matrix-agency.com" }),
  },
  "agency.removeDomain": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), kind: "customDomain" }),
  },
  "agency.customDomainStatus": { access: "workspaceOwner", kind: "query", input: ws },
  "agency.sendDnsInstructions": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), to: "dev@example.test" }),
  },
  "agency.emailDomain": { access: "workspaceOwner", kind: "query", input: ws },
  "agency.addEmailDomain": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), domain: "matrix-agency.example" }),
  },
  "agency.verifyEmailDomain": { access: "workspaceOwner", kind: "mutation", input: ws },
  "agency.refreshEmailDomain": { access: "workspaceOwner", kind: "mutation", input: ws },
  "agency.deleteEmailDomain": { access: "workspaceOwner", kind: "mutation", input: ws },

  "agency.clientSettings": { access: "workspaceOwner", kind: "query", input: ws },
  "agency.saveClientSettings": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), settings: defaultAgencyClientSettings() }),
  },

  "clients.list": { access: "workspaceOwner", kind: "query", input: ws },
  "clients.createOrg": { access: "workspaceOwner", kind: "mutation", input: (t) => ({ ...ws(t), name: "Matrix Org" }) },
  "clients.updateOrg": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), orgId: matrixOrgId, name: "Renamed Org" }),
  },
  "clients.transferCredits": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), orgId: matrixOrgId, direction: "toOrg", amount: "1" }),
  },
  "clients.deleteOrg": { access: "workspaceOwner", kind: "mutation", input: (t) => ({ ...ws(t), orgId: matrixOrgId }) },
  "clients.setOrgAgents": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), orgId: matrixOrgId, widgetIDs: [t.agentId] }),
  },
  "clients.createClient": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), orgId: matrixOrgId, name: "Matrix Client", email: "client@example.test" }),
  },
  "clients.updateClient": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), clientId: matrixClientId, name: "Renamed Client" }),
  },
  "clients.deleteClient": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), clientId: matrixClientId }),
  },
  "clients.announce": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), title: "Matrix news", body: "", clientIds: [matrixClientId] }),
  },
  "clients.viewAsClient": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), clientId: matrixClientId }),
  },

  "workspace.list": { access: "user", kind: "query", input: () => undefined },
  "workspace.create": { access: "user", kind: "mutation", input: (t) => ({ region: t.region }) },
  "workspace.invitation": { access: "user", kind: "query", input: (t) => ({ region: t.region, token }) },
  "workspace.join": { access: "user", kind: "mutation", input: (t) => ({ region: t.region, token }) },
  "workspace.select": { access: "workspaceMember", kind: "mutation", input: ws },
  "workspace.get": { access: "workspaceMember", kind: "query", input: ws },
  "workspace.members": { access: "workspaceMember", kind: "query", input: ws },
  "workspace.update": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), workspaceName: "Renamed" }),
  },
  "workspace.delete": { access: "workspaceOwner", kind: "mutation", input: (t) => ({ ...ws(t), confirmName: "x" }) },
  "workspace.invite": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), email: "new@example.test" }),
  },
  "workspace.setMemberPermissions": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), email: "m@example.test", permissions: ["api_keys"] }),
  },
  "workspace.removeMember": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), email: "m@example.test" }),
  },
  "workspace.revokeInvitation": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), invitationId: "nope" }),
  },
  "workspace.secret": { access: "workspaceOwner", kind: "query", input: ws },
  "workspace.regenerateSecret": { access: "workspaceOwner", kind: "mutation", input: ws },

  "agent.list": { access: "workspaceMember", kind: "query", input: ws },
  "agent.create": { access: "workspaceMember", kind: "mutation", input: (t) => ({ ...ws(t), title: "New agent" }) },
  "agent.locate": { access: "user", kind: "query", input: (t) => ({ agentId: t.agentId }) },
  "agent.get": { access: "agent", kind: "query", input: agent },
  "agent.star": { access: "agentManager", kind: "mutation", input: (t) => ({ ...agent(t), starred: true }) },
  "agent.delete": { access: "agentManager", kind: "mutation", input: (t) => ({ ...agent(t), confirmTitle: "x" }) },
  "agent.publish": { access: "agentManager", kind: "mutation", input: agent },
  "agent.secret": { access: "agentKeys", kind: "query", input: agent },
  "agent.regenerateSecret": { access: "agentKeys", kind: "mutation", input: agent },
  "agent.rotateKeys": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), agentIds: [t.agentId] }),
  },
  "agent.templates": { access: "workspaceMember", kind: "query", input: ws },
  "agent.convertAgentTemplateToAgent": {
    access: "workspaceMember",
    kind: "mutation",
    input: (t) => ({
      ...ws(t),
      agentName: "Imported",
      agentTemplate: { key: "k", name: "K", description: "", icon: "bot", template: {} },
    }),
  },
  "agent.settings": { access: "agent", portalPage: "settings", kind: "query", input: agent },
  "agent.testChatAgent": { access: "agent", kind: "query", input: agent },
  "agent.update": {
    access: "agent",
    portalPage: "settings",
    kind: "mutation",
    input: (t) => ({ ...agent(t), settings: { description: "Changed by an outsider" } }),
  },
  "agent.versions": { access: "agentManager", kind: "query", input: agent },
  "agent.restoreVersion": {
    access: "agentManager",
    kind: "mutation",
    input: (t) => ({ ...agent(t), versionId: "nope" }),
  },
  "agent.exportAgentToJson": { access: "agentManager", kind: "query", input: agent },
  "agent.saveAgentBackup": {
    access: "agentManager",
    kind: "mutation",
    input: (t) => ({ ...agent(t), workspaceId: t.workspaceId, userEmail: "someone@example.test" }),
  },
  "agent.uploadFile": {
    access: "agent",
    kind: "mutation",
    input: (t) => ({
      ...agent(t),
      userId: t.workspaceId,
      base64Payload: TINY_PNG_BASE64,
      targetPath: `agents/${t.agentId}/logo.png`,
      temporary: false,
    }),
  },

  "conversation.handoffQueue": { access: "workspaceMember", kind: "query", input: ws },
  "conversation.setOnline": {
    access: "workspaceMember",
    kind: "mutation",
    input: (t) => ({ ...ws(t), online: true }),
  },
  "conversation.list": { access: "agent", portalPage: "convos", kind: "query", input: agent },
  "conversation.get": {
    access: "agent",
    portalPage: "convos",
    kind: "query",
    input: (t) => ({ ...agent(t), conversationId: "nope" }),
  },
  "conversation.export": {
    access: "agent",
    portalPage: "convos",
    kind: "query",
    input: (t) => ({ ...agent(t), format: "json" }),
  },
  "conversation.takeOver": {
    access: "agent",
    portalPage: "convos",
    kind: "mutation",
    input: (t) => ({ ...agent(t), conversationId: "nope" }),
  },
  "conversation.handBack": {
    access: "agent",
    portalPage: "convos",
    kind: "mutation",
    input: (t) => ({ ...agent(t), conversationId: "nope" }),
  },
  "conversation.reply": {
    access: "agent",
    portalPage: "convos",
    kind: "mutation",
    input: (t) => ({ ...agent(t), conversationId: "nope", text: "Hello" }),
  },

  "lead.list": { access: "agentManager", portalPage: "leads", kind: "query", input: agent },
  "lead.export": {
    access: "agentManager",
    portalPage: "leads",
    kind: "query",
    input: (t) => ({ ...agent(t), format: "csv" }),
  },
  "lead.delete": {
    access: "agentManager",
    portalPage: "leads",
    kind: "mutation",
    input: (t) => ({ ...agent(t), leadId: "nope" }),
  },

  "analytics.summary": {
    access: "agent",
    portalPage: "analytics",
    kind: "query",
    input: (t) => ({ ...agent(t), from: "2025-01-01", to: "2025-01-31", timeZone: "UTC" }),
  },

  "knowledge.list": { access: "agent", portalPage: "kb", kind: "query", input: agent },
  "knowledge.get": {
    access: "agent",
    portalPage: "kb",
    kind: "query",
    input: (t) => ({ ...agent(t), sourceId: "nope" }),
  },
  "knowledge.addUrl": {
    access: "agent",
    portalPage: "kb",
    kind: "mutation",
    input: (t) => ({ ...agent(t), url: "https://example.com/" }),
  },
  "knowledge.addText": {
    access: "agent",
    portalPage: "kb",
    kind: "mutation",
    input: (t) => ({ ...agent(t), name: "Outsider", content: "Text" }),
  },
  "knowledge.addQa": {
    access: "agent",
    portalPage: "kb",
    kind: "mutation",
    input: (t) => ({ ...agent(t), name: "Outsider", pairs: [{ question: "Q?", answer: "A." }] }),
  },
  "knowledge.addDoc": {
    access: "agent",
    kind: "mutation",
    input: (t) => ({
      ...agent(t),
      name: "Outsider",
      contentURL: `/uploads/knowledge/${t.workspaceId}/abcd1234.pdf`,
      size: 10,
    }),
  },
  "knowledge.update": {
    access: "agent",
    portalPage: "kb",
    kind: "mutation",
    input: (t) => ({ ...agent(t), sourceId: "nope", tags: ["x"] }),
  },
  "knowledge.refresh": {
    access: "agent",
    portalPage: "kb",
    kind: "mutation",
    input: (t) => ({ ...agent(t), sourceId: "nope" }),
  },
  "knowledge.delete": {
    access: "agentManager",
    portalPage: "kb",
    kind: "mutation",
    input: (t) => ({ ...agent(t), sourceId: "nope" }),
  },
  "knowledge.jobs": { access: "workspaceMember", kind: "query", input: ws },

  "toolCall.recent": { access: "agentManager", kind: "query", input: agent },

  "onboarding.getBrandingInfo": {
    access: "user",
    kind: "mutation",
    input: (t) => ({ region: t.region, company: COMPANY }),
  },
  "onboarding.createPersonalizedAgent": {
    access: "workspaceMember",
    kind: "mutation",
    input: (t) => ({
      ...ws(t),
      company: COMPANY,
      brandingChoices: { primaryColor: "#0070f3", themeMode: "light", faviconApproved: false },
    }),
  },

  "billing.overview": { access: "workspaceMember", kind: "query", input: ws },
  "billing.invoices": { access: "workspaceOwner", kind: "query", input: ws },
  "billing.getUserData": { access: "workspaceOwner", kind: "query", input: ws },
  "billing.setCountry": { access: "workspaceOwner", kind: "mutation", input: (t) => ({ ...ws(t), countryCode: "GB" }) },
  "billing.upsertPaymentMethod": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({
      ...ws(t),
      paymentMethodId: "pm_nope",
      email: "owner@example.test",
      name: "Owner",
      address: { line1: "1 Road", city: "London", postal_code: "N1 1AA", country: "GB" },
      isNewPaymentMethod: true,
    }),
  },
  "billing.createSubscription": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), planId: "pay_as_you_go", addonsToShow: [] }),
  },
  "billing.confirmSubscriptionPayment": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), paymentIntentId: "pi_nope", subscriptionId: "sub_nope" }),
  },
  "billing.topUpUsd": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), amount: 5, currency: "usd" }),
  },
  "billing.confirmTopUp": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), paymentIntentId: "pi_nope" }),
  },
  "billing.checkAddonStatus": { access: "workspaceOwner", kind: "query", input: (t) => ({ ...ws(t), addonKeys: [] }) },
  "billing.addAddonToSubscription": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({
      ...ws(t),
      addons: [
        {
          addonId: "workspace-seat",
          name: "Workspace Seat",
          price: 1000,
          quantity: 1,
          incrementalQuantity: 1,
          currency: "usd",
        },
      ],
    }),
  },
  "billing.removeAddonFromSubscription": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), addonKeys: ["workspace-seat"] }),
  },
  "billing.cancelSubscription": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), reason: "Too expensive" }),
  },
  "billing.reactivateSubscription": { access: "workspaceOwner", kind: "mutation", input: ws },
  "billing.checkDiscountCode": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), discountCode: "X" }),
  },
  "billing.postChangeAutoBilling": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), autoBilling: false, threshold: 500, amount: 5, monthlyChargeLimit: 100 }),
  },

  "workspaceEvents.getSettings": { access: "workspaceMember", kind: "query", input: ws },
  "workspaceEvents.updateSettings": {
    access: "workspaceOwner",
    kind: "mutation",
    input: (t) => ({ ...ws(t), endpoint: "https://hooks.example.test/parlo", subscribedEvents: ["lead.created"] }),
  },
  "workspaceEvents.sendTest": { access: "workspaceOwner", kind: "mutation", input: ws },
  "workspaceEvents.signingSecret": { access: "workspaceOwner", kind: "query", input: ws },
  "workspaceEvents.regenerateSigningSecret": { access: "workspaceOwner", kind: "mutation", input: ws },
  "clientAuth.signIn": {
    access: "portal",
    why: "signs a client in: the password is the credential; rate limited per e-mail and per IP",
    kind: "mutation",
    input: () => ({ email: "nobody@example.test", password: "x" }),
  },
  "clientAuth.ssoClient": {
    access: "portal",
    why: "Email Login Code: answers only by e-mail (the code is the credential); rate limited per e-mail and per IP",
    kind: "mutation",
    input: () => ({ email: "nobody@example.test" }),
  },
  "clientAuth.signupWithOTP": {
    access: "portal",
    why: "client sign-up, only where the agency opened it; the e-mailed code proves the address; rate limited",
    kind: "mutation",
    input: () => ({ name: "Nobody", email: "nobody@example.test" }),
  },
  "clientAuth.validateClientLoginToken": {
    access: "portal",
    why: "a one-time login link: the token (hashed, single use, minutes long) is the credential",
    kind: "mutation",
    input: () => ({ token: "A".repeat(43) }),
  },
  "clientAuth.adminSignIn": {
    access: "portal",
    why: "the agency admin's magic link: the agency secret (compared in constant time) is the credential; rate limited per IP",
    kind: "mutation",
    input: () => ({ secret: "x".repeat(25) }),
  },
  "clientAuth.signOut": {
    access: "portal",
    why: "ends the session its own cookie names, if any; signed out it does nothing",
    kind: "mutation",
    input: () => undefined,
  },
  "clientAuth.tokenToPages": { access: "portalSession", kind: "query", input: () => undefined },

  // the billing page's Auto-Recharge card (org billing on the host agency's account)
  "orgRecharge.settings": { access: "portalClient", kind: "query", input: () => undefined },
  "orgRecharge.save": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ automaticBilling: false, threshold: 500, amount: 5 }),
  },

  "portalAccount.account": { access: "portalClient", kind: "query", input: () => undefined },
  "portalAccount.updateAccount": { access: "portalClient", kind: "mutation", input: () => ({ name: "Matrix" }) },
  "portalAccount.org": { access: "portalClient", kind: "query", input: () => undefined },
  "portalAccount.updateOrg": {
    access: "portalClient",
    flag: "isOrgAdmin",
    kind: "mutation",
    input: () => ({ name: "Matrix Org" }),
  },
  "portalAccount.addOrgUser": {
    access: "portalClient",
    flag: "isOrgAdmin",
    kind: "mutation",
    input: () => ({ name: "Matrix User", email: "matrix-user@example.test" }),
  },
  "portalAccount.sendFeedback": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ message: "Matrix feedback" }),
  },
  "portalAccount.setStatus": { access: "portalClient", kind: "mutation", input: () => ({ online: true }) },
  "portalAccount.notifications": { access: "portalClient", kind: "query", input: () => undefined },
  "portalAccount.markNotifications": { access: "portalClient", kind: "mutation", input: () => ({ as: "read" }) },
  "portalOnboarding.state": { access: "portalClient", kind: "query", input: () => undefined },
  "portalOnboarding.save": { access: "portalClient", kind: "mutation", input: () => ({ goals: ["captureLeads"] }) },
  "portalOnboarding.createAgent": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ primaryColor: "#2563eb", themeMode: "light" }),
  },
  "portalOnboarding.complete": { access: "portalClient", kind: "mutation", input: () => undefined },
  "orgBilling.overview": { access: "portalClient", kind: "query", input: () => undefined },
  "orgBilling.savePaymentMethod": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ paymentMethodId: "pm_matrix" }),
  },
  "orgBilling.buyCredits": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ credits: 1000, requestId: "00000000-0000-4000-8000-000000000000" }),
  },
  "orgBilling.confirmPurchase": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ paymentIntentId: "pi_matrix" }),
  },
  "orgBilling.createSubscriptionSession": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ priceId: "price_matrix" }),
  },
  "orgBilling.cancelSubscription": { access: "portalClient", kind: "mutation", input: () => undefined },
  "notifications.list": { access: "workspaceMember", kind: "query", input: ws },
  "notifications.mark": { access: "workspaceMember", kind: "mutation", input: (t) => ({ ...ws(t), as: "read" }) },
  "notifications.pushKey": { access: "user", kind: "query", input: () => undefined },
  "notifications.subscribePush": { access: "user", kind: "mutation", input: () => MATRIX_PUSH_SUBSCRIPTION },
  "notifications.unsubscribePush": {
    access: "user",
    kind: "mutation",
    input: () => ({ endpoint: MATRIX_PUSH_SUBSCRIPTION.endpoint }),
  },
  "portalAccount.pushKey": { access: "portalClient", kind: "query", input: () => undefined },
  "portalAccount.subscribePush": { access: "portalClient", kind: "mutation", input: () => MATRIX_PUSH_SUBSCRIPTION },
  "portalAccount.unsubscribePush": {
    access: "portalClient",
    kind: "mutation",
    input: () => ({ endpoint: MATRIX_PUSH_SUBSCRIPTION.endpoint }),
  },
  "portalAccount.createAgent": {
    access: "portalClient",
    flag: "allowCreateAgents",
    kind: "mutation",
    input: () => ({ title: "Matrix Agent" }),
  },
};
