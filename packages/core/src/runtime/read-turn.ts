import { hotPathQuery, Prisma, type RegionalDb } from "@parlo/db";
import { ZAgentSettings, type TAgentSettings } from "@parlo/validators";
import { HISTORY_MESSAGES } from "./build-model-request";
import { groupCalls, groupedPerClient } from "./group-calls";
import type { RuntimeAgent } from "./load-runtime-agent";
import { payingOrgSql } from "./paying-org";

type Db = ReturnType<RegionalDb["for"]>;
type Role = "user" | "assistant" | "human" | "system";

/** A turn to read: the conversation, of this agent. */
export interface TurnKey {
  agentId: string;
  conversationId: string;
}

interface TurnRow {
  id: string;
  visitorId: string;
  visitorTokenHash: string;
  channel: string;
  status: "ai" | "handoff_requested" | "human";
  userMessages: number;
  agentId: string;
  ownerId: string;
  title: string;
  description: string;
  agentPlatform: string;
  roundedImageURL: string;
  enableNodes: boolean;
  lastModified: number;
  tokensUsage: number;
  settings: string;
  published: string | null;
  /** the paying balance (the agent's org's, else the workspace's): numeric, as node-postgres gives it */
  loadTokens: string;
  orgId: string | null;
  history: string;
  hasKnowledge: boolean;
}

export interface TurnState {
  conversation: {
    id: string;
    visitorId: string;
    visitorTokenHash: string;
    channel: string;
    status: "ai" | "handoff_requested" | "human";
    userMessages: number;
  };
  agent: RuntimeAgent;
  /** the balance that pays for the agent's answers: its org's (see payingOrgSql), else its workspace's */
  loadTokens: Prisma.Decimal;
  /** the org that pays, or null (the workspace) */
  payingOrgId: string | null;
  history: Array<{ role: Role; content: string }>;
  /** whether the agent has knowledge chunks (its knowledge is searched only then) */
  hasKnowledge: boolean;
}

const KNOWN: ReadonlySet<string> = new Set(Object.keys(ZAgentSettings.shape));
const ROLES: ReadonlySet<string> = new Set(["user", "assistant", "human", "system"]);

function isRole(value: unknown): value is Role {
  return typeof value === "string" && ROLES.has(value);
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
}

function toSettings(fields: Record<string, unknown>): TAgentSettings {
  const known = Object.fromEntries(Object.entries(fields).filter(([key]) => KNOWN.has(key)));
  const parsed = ZAgentSettings.safeParse(known);
  return parsed.success ? parsed.data : {};
}

/** Parsed agent documents by agent, reused while the stored JSON is the same text. */
const documents = new Map<string, { source: string; document: TAgentSettings }>();
const MAX_CACHED = 2000;

function documentOf(row: TurnRow, useDraft: boolean): TAgentSettings & { ID: string } {
  const live = !useDraft && row.published !== null;
  const source = live
    ? `live|${row.published ?? ""}`
    : `draft|${row.lastModified}|${row.title}|${row.description}|${row.agentPlatform}|${row.roundedImageURL}|${row.enableNodes}|${row.settings}`;
  const key = `${row.agentId}:${live ? "live" : "draft"}`;
  const cached = documents.get(key);
  if (cached && cached.source === source) return { ...cached.document, ID: row.agentId };
  const fields = live
    ? parseObject(row.published)
    : {
        ...parseObject(row.settings),
        title: row.title,
        description: row.description,
        agentPlatform: row.agentPlatform,
        roundedImageURL: row.roundedImageURL,
        enableNodes: row.enableNodes,
      };
  const document = toSettings(fields);
  if (documents.size >= MAX_CACHED) documents.clear();
  documents.set(key, { source, document });
  return { ...document, ID: row.agentId };
}

/**
 * Everything chat turns need, in one query: for each (agent, conversation), the conversation, its
 * agent (live document, or the draft for the test channel), the paying balance (its org's, else
 * its workspace's), the last
 * messages and whether the agent has knowledge (one index probe). Null for a pair with no such
 * conversation.
 */
export async function readTurns(db: Db, keys: TurnKey[]): Promise<Array<TurnState | null>> {
  const rows = await hotPathQuery<TurnRow>(
    db,
    `SELECT c."id", c."visitorId", c."visitorTokenHash", c."channel", c."status"::text AS "status", c."userMessages",
           a."id" AS "agentId", a."ownerId", a."title", a."description", a."agentPlatform"::text AS "agentPlatform",
           a."roundedImageURL", a."enableNodes", a."lastModified", a."tokensUsage",
           a."settings"::text AS "settings", a."published"::text AS "published",
           COALESCE(org."loadTokens", w."loadTokens") AS "loadTokens", org."id" AS "orgId",
           COALESCE((
             SELECT json_agg(json_build_object('role', m."role", 'content', m."content") ORDER BY m."createdAt", m."id")::text
             FROM (
               SELECT "role", "content", "createdAt", "id" FROM "ConversationMessage"
               WHERE "conversationId" = c."id" ORDER BY "createdAt" DESC, "id" DESC LIMIT $3
             ) m
           ), '[]') AS "history",
           EXISTS (SELECT 1 FROM "KnowledgeChunk" k WHERE k."agentId" = a."id") AS "hasKnowledge"
    FROM unnest($1::text[], $2::text[])
           AS wanted("conversationId", "agentId")
    JOIN "Conversation" c ON c."id" = wanted."conversationId" AND c."agentId" = wanted."agentId"
    JOIN "Agent" a ON a."id" = c."agentId"
    JOIN "Workspace" w ON w."id" = a."ownerId"
    LEFT JOIN "Org" org ON org."id" = ${payingOrgSql('a."id"', 'a."ownerId"')}`,
    [keys.map((key) => key.conversationId), keys.map((key) => key.agentId), HISTORY_MESSAGES - 1],
  );
  const byConversation = new Map(rows.map((row) => [`${row.agentId}:${row.id}`, row]));
  return keys.map((key) => {
    const row = byConversation.get(`${key.agentId}:${key.conversationId}`);
    return row ? toTurnState(row) : null;
  });
}

/** What one chat turn needs (grouped with other turns' reads under load; see readTurns). */
export const readTurn = groupedPerClient((db: Db) => groupCalls((keys: TurnKey[]) => readTurns(db, keys)));

function toTurnState(row: TurnRow): TurnState {
  const history: unknown = JSON.parse(row.history);
  return {
    conversation: {
      id: row.id,
      visitorId: row.visitorId,
      visitorTokenHash: row.visitorTokenHash,
      channel: row.channel,
      status: row.status,
      userMessages: row.userMessages,
    },
    agent: {
      id: row.agentId,
      workspaceId: row.ownerId,
      tokensUsage: row.tokensUsage,
      document: documentOf(row, row.channel === "test"),
    },
    loadTokens: new Prisma.Decimal(row.loadTokens),
    payingOrgId: row.orgId,
    hasKnowledge: row.hasKnowledge,
    history: (Array.isArray(history) ? history : []).flatMap((item: unknown) =>
      item &&
      typeof item === "object" &&
      "role" in item &&
      "content" in item &&
      isRole(item.role) &&
      typeof item.content === "string"
        ? [{ role: item.role, content: item.content }]
        : [],
    ),
  };
}
