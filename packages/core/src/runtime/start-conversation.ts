import { createHash, randomBytes } from "node:crypto";
import { randomString, type Region, type RegionalDb } from "@parlo/db";
import type { TRuntimeChannel, TStartConversationOutput } from "@parlo/validators";
import { loadRuntimeAgent } from "./load-runtime-agent";
import { toRuntimeAgent } from "./to-runtime-agent";
import { withTeamPresence } from "../workspace/team-presence";
import { toRuntimeMessage } from "./runtime-messages";
import type { VisitorGeo } from "./visitor-geo";
import { emitWorkspaceEvent } from "../events/forward-workspace-event";

export function hashVisitorToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Starts a conversation with an agent: stores the agent's greeting as its first messages and hands
 * the visitor a token that proves the conversation is theirs. The test channel uses the draft.
 */
export async function startConversation(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  channel: TRuntimeChannel;
  visitorId?: string;
  pageUrl?: string;
  /** where the visitor is (from the edge's headers); kept only when the agent has geo analytics on */
  geo?: VisitorGeo | null;
}): Promise<TStartConversationOutput> {
  const agent = await loadRuntimeAgent({ ...options, useDraft: options.channel === "test" });
  const runtimeAgent = await withTeamPresence(
    { db: options.db, region: options.region, workspaceId: agent.workspaceId, agentId: options.agentId },
    toRuntimeAgent(agent.document),
  );
  const visitorId = options.visitorId ?? `v_${randomString(20)}`;
  const visitorToken = randomBytes(24).toString("base64url");
  const conversationId = randomString(20);
  const db = options.db.for(options.region);
  const start = Date.now();
  await db.conversation.create({
    data: {
      id: conversationId,
      agentId: agent.id,
      workspaceId: agent.workspaceId,
      visitorId,
      visitorTokenHash: hashVisitorToken(visitorToken),
      channel: options.channel,
      recorded: agent.document.recordChatHistory !== false,
      pageUrl: options.pageUrl,
      ...(agent.document.enableGeoAnalytics && options.geo ? { geo: { ...options.geo } } : {}),
      messages: {
        create: runtimeAgent.initMessages.map((content, index) => ({
          id: randomString(20),
          role: "assistant" as const,
          content,
          // keep the greeting's order
          createdAt: new Date(start + index),
        })),
      },
    },
  });
  const messages = await db.conversationMessage.findMany({
    where: { conversationId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  // fire and forget: the visitor never waits for the workspace's event endpoint
  emitWorkspaceEvent({
    deps: options,
    region: options.region,
    workspaceId: agent.workspaceId,
    type: "conversation.started",
    payload: {
      conversationId,
      agentId: agent.id,
      channel: options.channel,
      visitorId,
      pageUrl: options.pageUrl ?? null,
    },
  });
  return { conversationId, visitorId, visitorToken, agent: runtimeAgent, messages: messages.map(toRuntimeMessage) };
}
