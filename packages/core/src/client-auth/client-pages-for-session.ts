import {
  AGENCY_ADMIN_PAGES,
  CLIENT_ONBOARDING_PATH,
  CLIENT_AUTH_MESSAGES,
  readClientPageKeys,
  type TClientPagesOutput,
  type TClientSessionView,
} from "@parlo/validators";
import { DomainError } from "../errors";
import type { ClientAuthDeps } from "./client-auth-deps";
import { readClientSession } from "./client-session";

/** What the pages depend on: who signs in, and a client's page access and order. */
type SessionPagesView = {
  kind: TClientSessionView["kind"];
  client: Pick<NonNullable<TClientSessionView["client"]>, "canAccess" | "clientTabOrder"> | null;
};

/**
 * The pages a session's viewer may open, in tab order: the agency admin every client dashboard
 * page; a client its canAccess, ordered by clientTabOrder (pages the order does not name follow in
 * their canAccess order). Keys without the leading slash, each once.
 */
export function clientPagesForSession(session: SessionPagesView): string[] {
  if (session.kind === "agencyAdmin") return [...AGENCY_ADMIN_PAGES];
  if (!session.client) return [];
  const allowed = new Set<string>(readClientPageKeys(session.client.canAccess));
  const ordered = readClientPageKeys(session.client.clientTabOrder).filter((page) => allowed.has(page));
  return [...ordered, ...[...allowed].filter((page) => !ordered.some((key) => key === page))];
}

/** A client who signed itself up and has not finished the agency's client onboarding yet. */
export function needsClientOnboarding(
  client: Pick<NonNullable<TClientSessionView["client"]>, "isNewSignup" | "onboardingCompleted"> | null,
): boolean {
  return client !== null && client.isNewSignup && !client.onboardingCompleted;
}

/**
 * Where a session goes after sign-in: a new sign-up whose onboarding is not completed to the
 * client onboarding; otherwise the first allowed page, "/home" when none.
 */
export function clientHomeRedirect(
  session: SessionPagesView & {
    client: Pick<NonNullable<TClientSessionView["client"]>, "isNewSignup" | "onboardingCompleted"> | null;
  },
): string {
  if (session.kind === "client" && needsClientOnboarding(session.client)) return CLIENT_ONBOARDING_PATH;
  const first = clientPagesForSession(session)[0];
  return `/${first ?? "home"}`;
}

/** tokenToPages: the pages of the session a cookie carries on this agency's portal. */
export async function tokenToPages(options: {
  deps: ClientAuthDeps;
  agencyId: string;
  cookieValue: string | null | undefined;
}): Promise<TClientPagesOutput> {
  const session = await readClientSession(options);
  if (!session) throw new DomainError("UNAUTHORIZED", CLIENT_AUTH_MESSAGES.loginAgain);
  return { pages: clientPagesForSession(session) };
}
