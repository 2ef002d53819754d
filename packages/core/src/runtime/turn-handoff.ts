import type { Region } from "@parlo/db";
import type { TAgentSettings } from "@parlo/validators";
import type { CoreDeps } from "../deps";
import type { HandoffOutcome } from "../model/model-provider";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { isTeamOnline } from "../workspace/team-presence";
import { HANDOFF_RATE_LIMIT } from "./request-handoff";

/** What a turn does about the visitor's request for a person. */
export interface TurnHandoff {
  /** what the answer tells the visitor */
  outcome: HandoffOutcome;
  /** the request is taken (takeHandoffRequest) once the visitor's message is stored; null: it is not */
  take: { online: boolean } | null;
}

/**
 * What a turn answered offline does about a request for a person made in words, decided before the
 * visitor's message is stored and by the rules of POST .../handoff: nothing when the agent offers
 * no person (no query) or a person was already asked for; otherwise the team's presence is read
 * and the client address's handoff limit counted (past it, a 429 before anything is stored, as the
 * route answers), and the request is taken while someone is online, or even when nobody is if the
 * agent says so (`showHandoffEvenIfOffline`). Without `deps` (no mailer) no request is taken.
 */
export async function planTurnHandoff(options: {
  deps: CoreDeps | undefined;
  region: Region;
  workspaceId: string;
  agentId: string;
  document: Pick<TAgentSettings, "enableHumanHandoff" | "showHandoffEvenIfOffline">;
  status: "ai" | "handoff_requested";
  clientIp: string | null;
}): Promise<TurnHandoff> {
  const { deps, document } = options;
  if (!deps || !document.enableHumanHandoff) return { outcome: "unavailable", take: null };
  if (options.status !== "ai") return { outcome: "requested", take: null };
  const [online] = await Promise.all([
    isTeamOnline({ db: deps.db, region: options.region, workspaceId: options.workspaceId, agentId: options.agentId }),
    consumeRateLimit({ db: deps.db, rule: HANDOFF_RATE_LIMIT, subject: options.clientIp ?? "unknown" }),
  ]);
  if (online) return { outcome: "requested", take: { online } };
  if (document.showHandoffEvenIfOffline) return { outcome: "requested_offline", take: { online } };
  return { outcome: "team_offline", take: null };
}
