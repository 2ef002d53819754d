import { randomBytes } from "node:crypto";
import type { Region, RegionalDb } from "@parlo/db";

/** How long a session's state may be served from memory before it is read again. */
export const SESSION_CHECK_TTL_MS = 5_000;
const CACHE_LIMIT = 10_000;

interface CachedState {
  active: boolean;
  checkedAt: number;
}

declare global {
  // one cache per process: the dashboard bundles this module more than once (routes, instrumentation)
  var parloAuthSessionStates: Map<string, CachedState> | undefined;
}

function cache(): Map<string, CachedState> {
  globalThis.parloAuthSessionStates ??= new Map();
  return globalThis.parloAuthSessionStates;
}

function remember(sid: string, state: CachedState): void {
  const states = cache();
  states.delete(sid);
  states.set(sid, state);
  // the oldest entries go first (a Map keeps insertion order)
  while (states.size > CACHE_LIMIT) {
    const oldest = states.keys().next().value;
    if (oldest === undefined) break;
    states.delete(oldest);
  }
}

/** A new session for a user who just signed in; its id goes into the session cookie's JWT. */
export async function startAuthSession(options: {
  db: RegionalDb;
  region: Region;
  userId: string;
  maxAgeSeconds: number;
  now?: Date;
}): Promise<string> {
  const now = options.now ?? new Date();
  const id = randomBytes(24).toString("base64url");
  await options.db.for(options.region).authSession.create({
    data: {
      id,
      userId: options.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.maxAgeSeconds * 1000),
    },
  });
  remember(id, { active: true, checkedAt: Date.now() });
  return id;
}

/**
 * Whether the session is still on: not signed out, not ended by "sign out everywhere", not expired.
 * Read from memory for a few seconds at a time, so a busy page costs no extra query per request;
 * an end made in this process is seen at once, one made by another instance within the TTL.
 */
export async function isAuthSessionActive(options: {
  db: RegionalDb;
  region: Region;
  sid: string;
  now?: Date;
}): Promise<boolean> {
  const cached = cache().get(options.sid);
  if (cached && (!cached.active || Date.now() - cached.checkedAt < SESSION_CHECK_TTL_MS)) return cached.active;
  const now = options.now ?? new Date();
  const row = await options.db
    .for(options.region)
    .authSession.findUnique({ where: { id: options.sid }, select: { endedAt: true, expiresAt: true } });
  const active = row !== null && row.endedAt === null && row.expiresAt > now;
  remember(options.sid, { active, checkedAt: Date.now() });
  return active;
}

/** Signs one session out (the cookie it was in is refused from now on). */
export async function endAuthSession(options: { db: RegionalDb; region: Region; sid: string }): Promise<void> {
  remember(options.sid, { active: false, checkedAt: Date.now() });
  await options.db
    .for(options.region)
    .authSession.updateMany({ where: { id: options.sid, endedAt: null }, data: { endedAt: new Date() } });
}

/** "Sign out everywhere": ends every session of the user; returns how many were on. */
export async function endAllAuthSessions(options: { db: RegionalDb; region: Region; userId: string }): Promise<number> {
  const sessions = await options.db.for(options.region).authSession.findMany({
    where: { userId: options.userId, endedAt: null },
    select: { id: true },
  });
  for (const { id } of sessions) remember(id, { active: false, checkedAt: Date.now() });
  const { count } = await options.db
    .for(options.region)
    .authSession.updateMany({ where: { userId: options.userId, endedAt: null }, data: { endedAt: new Date() } });
  return count;
}
