import { agencyRouter } from "./router/agency";
import { agencyBillingRouter } from "./router/agency-billing";
import { orgBillingRouter } from "./router/org-billing";
import { agentRouter } from "./router/agent";
import { analyticsRouter } from "./router/analytics";
import { authRouter } from "./router/auth";
import { billingRouter } from "./router/billing";
import { clientAuthRouter } from "./router/client-auth";
import { clientsRouter } from "./router/clients";
import { notificationsRouter } from "./router/notifications";
import { orgRechargeRouter } from "./router/org-recharge";
import { portalAccountRouter } from "./router/portal-account";
import { portalOnboardingRouter } from "./router/portal-onboarding";
import { conversationRouter } from "./router/conversation";
import { knowledgeRouter } from "./router/knowledge";
import { leadRouter } from "./router/lead";
import { onboardingRouter } from "./router/onboarding";
import { toolCallRouter } from "./router/tool-calls";
import { workspaceRouter } from "./router/workspace";
import { workspaceEventsRouter } from "./router/workspace-events";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  workspace: workspaceRouter,
  agent: agentRouter,
  conversation: conversationRouter,
  lead: leadRouter,
  analytics: analyticsRouter,
  knowledge: knowledgeRouter,
  toolCall: toolCallRouter,
  onboarding: onboardingRouter,
  billing: billingRouter,
  agency: agencyRouter,
  agencyBilling: agencyBillingRouter,
  orgBilling: orgBillingRouter,
  clients: clientsRouter,
  clientAuth: clientAuthRouter,
  portalAccount: portalAccountRouter,
  portalOnboarding: portalOnboardingRouter,
  orgRecharge: orgRechargeRouter,
  notifications: notificationsRouter,
  workspaceEvents: workspaceEventsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
