import {
  CLIENT_ONBOARDING_MESSAGES,
  clientCompanyErrors,
  clientOnboardingSteps,
  clientCompanyRequirements,
  readAgencyClientSettings,
  readClientOnboardingState,
  PORTAL_ACCOUNT_MESSAGES,
  type TClientOnboardingAgentInput,
  type TClientOnboardingAgentOutput,
  type TClientOnboardingState,
  type TClientOnboardingView,
  type TCompleteClientOnboardingOutput,
  type TSaveClientOnboardingInput,
} from "@parlo/validators";
import { clientPagesForSession } from "../../client-auth/client-pages-for-session";
import { findWorkspaceAgency } from "../../clients/clients-scope";
import { DomainError } from "../../errors";
import type { EnqueueKnowledgeJob } from "../../knowledge/sources/enqueue-knowledge-job";
import type { ModelProvider } from "../../model/model-provider";
import { createPersonalizedAgent } from "../../onboarding/create-personalized-agent";
import { clientsScopeOf, type PortalClientScope } from "./portal-client-scope";

/** Voice comes with its own issue: until then the "try voice" step is not offered. */
const VOICE_AVAILABLE = false;

/** The client, its onboarding so far and the agency's onboarding options. */
async function onboardingOf(scope: PortalClientScope) {
  const [client, agency] = await Promise.all([
    scope.deps.db.for(scope.region).client.findFirst({
      where: { id: scope.clientId, orgId: scope.orgId, ownerID: scope.workspaceId },
      select: { name: true, canAccess: true, clientTabOrder: true, onboardingCompleted: true, onboardingState: true },
    }),
    findWorkspaceAgency(clientsScopeOf(scope)),
  ]);
  if (!client) throw new DomainError("UNAUTHORIZED", PORTAL_ACCOUNT_MESSAGES.noAccount);
  const options = readAgencyClientSettings(agency?.settings).clientOnboarding;
  return { client, options, state: readClientOnboardingState(client.onboardingState) };
}

async function saveState(scope: PortalClientScope, state: TClientOnboardingState) {
  await scope.deps.db.for(scope.region).client.updateMany({
    where: { id: scope.clientId, orgId: scope.orgId, ownerID: scope.workspaceId },
    data: { onboardingState: state },
  });
}

/** The agent the onboarding made, if it is still the org's agent in the agency's workspace. */
async function onboardingAgent(scope: PortalClientScope, agentId: string | null) {
  if (!agentId) return null;
  const db = scope.deps.db.for(scope.region);
  const org = await db.org.findFirst({
    where: { id: scope.orgId, ownerID: scope.workspaceId, widgetIDs: { has: agentId } },
    select: { id: true },
  });
  if (!org) return null;
  return db.agent.findFirst({ where: { id: agentId, ownerId: scope.workspaceId }, select: { id: true, title: true } });
}

/** The client onboarding as the signed-in client goes through it: its steps, rules and answers. */
export async function getClientOnboarding(scope: PortalClientScope): Promise<TClientOnboardingView> {
  const { client, options, state } = await onboardingOf(scope);
  const agent = await onboardingAgent(scope, state.agentId);
  return {
    steps: clientOnboardingSteps(options, { voice: VOICE_AVAILABLE }),
    required: clientCompanyRequirements(options),
    state: { ...state, agentId: agent?.id ?? null },
    agentTitle: agent?.title ?? null,
    completed: client.onboardingCompleted,
  };
}

/** Keeps the goals and the company the client gave (the company checked by the agency's rules). */
export async function saveClientOnboarding(
  scope: PortalClientScope,
  input: TSaveClientOnboardingInput,
): Promise<TClientOnboardingView> {
  const { client, options, state } = await onboardingOf(scope);
  if (client.onboardingCompleted) throw new DomainError("CONFLICT", CLIENT_ONBOARDING_MESSAGES.alreadyCompleted);
  if (input.company) {
    const firstError = Object.values(clientCompanyErrors(input.company, options)).find(Boolean);
    if (firstError) throw new DomainError("BAD_REQUEST", firstError);
  }
  await saveState(scope, {
    ...state,
    ...(input.goals ? { goals: input.goals } : {}),
    ...(input.company ? { company: input.company } : {}),
  });
  return getClientOnboarding(scope);
}

/**
 * The agent step: the onboarding's createPersonalizedAgent for the client's company (its prompt
 * and greeting written for it and the goals the client chose, its website as knowledge when given, the chosen colour), made in the
 * agency's workspace under its plan's agent limit and given to the client's org. Made once: asked
 * again, it answers the agent already made.
 */
export async function createClientOnboardingAgent(
  scope: PortalClientScope & {
    input: TClientOnboardingAgentInput;
    model: ModelProvider | undefined;
    enqueue: EnqueueKnowledgeJob;
    dashboardUrl: string;
  },
): Promise<TClientOnboardingAgentOutput> {
  const { client, options, state } = await onboardingOf(scope);
  if (client.onboardingCompleted) throw new DomainError("CONFLICT", CLIENT_ONBOARDING_MESSAGES.alreadyCompleted);
  if (!options.showAgentCreationStep) throw new DomainError("FORBIDDEN", CLIENT_ONBOARDING_MESSAGES.agentStepOff);
  const existing = await onboardingAgent(scope, state.agentId);
  if (existing) return { agentId: existing.id, agentTitle: existing.title };

  const company = state.company ?? { name: "", website: "", description: "" };
  const created = await createPersonalizedAgent({
    db: scope.deps.db,
    region: scope.region,
    workspaceId: scope.workspaceId,
    // recorded under the agency's workspace (it answers for it); no person's profile is touched
    userId: null,
    company: { ...company, name: company.name || client.name },
    // the goals step's answers shape the agent's prompt and greeting
    goals: state.goals,
    brandingChoices: {
      primaryColor: scope.input.primaryColor,
      themeMode: scope.input.themeMode,
      faviconApproved: false,
    },
    dashboardUrl: scope.dashboardUrl,
    model: scope.model,
    enqueue: scope.enqueue,
  });
  // appended in one statement: an agent given to the org meanwhile is kept
  await scope.deps.db
    .for(scope.region)
    .org.update({ where: { id: scope.orgId }, data: { widgetIDs: { push: created.agentId } } });
  await saveState(scope, { ...state, agentId: created.agentId });
  return { agentId: created.agentId, agentTitle: created.agentData.title };
}

/** Finishes the onboarding: the client goes on to its first page, on the agent it made. */
export async function completeClientOnboarding(scope: PortalClientScope): Promise<TCompleteClientOnboardingOutput> {
  const { client, state } = await onboardingOf(scope);
  await scope.deps.db.for(scope.region).client.updateMany({
    where: { id: scope.clientId, orgId: scope.orgId, ownerID: scope.workspaceId },
    data: { onboardingCompleted: true },
  });
  const first = clientPagesForSession({ kind: "client", client })[0] ?? "home";
  const agent = await onboardingAgent(scope, state.agentId);
  return { redirectTo: agent ? `/${first}?agent=${encodeURIComponent(agent.id)}` : `/${first}` };
}
