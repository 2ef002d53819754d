/**
 * Every HTTP route of the dashboard (each `route.ts` under src/app, keyed by its folder under app/)
 * and who may call each of its methods. `route-access.integration.test.ts` walks src/app: a
 * route.ts missing here, an entry whose route.ts is gone or methods that differ from the file's
 * exports fail it, and every method that is not plainly public is called as outsiders and must be
 * refused. The tRPC procedures behind `api/trpc/[trpc]` have their own matrix
 * (packages/api/src/access-matrix.ts).
 */

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export const HTTP_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export type RouteRule =
  /** anyone: say why, and in `limits` what is still refused (the test then calls it as outsiders too) */
  | { access: "public"; why: string; limits?: string }
  /** a signed-in person (the next-auth session cookie); bearer secrets are not accepted */
  | { access: "signedIn"; checks: string }
  /** a signed-in person who owns the workspace named in the path; bearer secrets are not accepted */
  | { access: "signedInWorkspaceOwner"; checks: string }
  /** a signed-in person who is a member of the workspace of the agent named in the body */
  | { access: "signedInAgentMember"; checks: string }
  /** `Authorization: Bearer <workspace secret>` of the workspace in the path; sessions are ignored */
  | { access: "workspaceSecret"; checks: string }
  /** the agent procedures' rule: a member of the agent's workspace, its workspace secret or the agent's own secret */
  | { access: "agent"; checks: string }
  /** the conversation's visitor token (X-Visitor-Token), or without one an insider of the agent ("agent") */
  | { access: "visitorToken"; checks: string }
  /** a Stripe-Signature header made with STRIPE_WEBHOOK_SECRET over the raw body */
  | { access: "stripeSignature"; checks: string }
  /** decided per procedure by packages/api/src/access-matrix.ts */
  | { access: "procedures"; checks: string };

export interface RouteAccess {
  /** what each exported method of the route.ts allows */
  methods: Partial<Record<HttpMethod, RouteRule>>;
  /** where the check lives */
  enforcedBy: string;
}

const PREFLIGHT: RouteRule = {
  access: "public",
  why: "CORS preflight of the runtime API (the widget runs on customers' sites): 204 with the CORS headers, reads nothing",
};

export const NOT_ALLOWED: RouteRule = {
  access: "public",
  why: "a method the runtime route does not take: 405 with { success: false, error }, Allow and the CORS headers; reads nothing",
};

/** The 405 answers of a runtime route for the methods it does not take. */
function notAllowed(...methods: HttpMethod[]): Partial<Record<HttpMethod, RouteRule>> {
  return Object.fromEntries(methods.map((method) => [method, NOT_ALLOWED]));
}

const VISITOR_CHECKS =
  "an X-Visitor-Token header acts as that visitor: the token's hash must equal the conversation's " +
  "visitorTokenHash (constant-time), else 401; the conversation is looked up by id AND agent id (another " +
  "agent's conversation: 404). Without the header the caller must be an insider of the agent (a signed-in " +
  "member of its workspace, its workspace secret, or the agent's own secret, via agent.get), else 401. " +
  "An unknown region or malformed agent id is 404.";

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  "api/ai-css-generator": {
    methods: {
      POST: {
        access: "signedInAgentMember",
        checks:
          "no session: 401; then agent.get({region: bucket, agentId: agentID}) as the session user: not a member " +
          "of the agent's workspace: 404; then 20 requests a minute per user (429) before the model is called",
      },
    },
    enforcedBy: "app/api/ai-css-generator/route.ts (inline; session via @/server/auth, agent.get via serverCaller)",
  },
  "api/agency/custom-tab/[region]/[workspaceId]/[...href]": {
    methods: {
      GET: {
        access: "signedInWorkspaceOwner",
        checks:
          "the session cookie only (a bearer secret is no caller here), then agency.get({region, workspaceId}) as " +
          "that person, which only the workspace owner passes: anyone else, an unknown region, a tab the saved " +
          "agency does not have and an iframe tab are all 404 with the same body; the answer sets no cookie and " +
          "carries the sandbox Content-Security-Policy (opaque origin) and nosniff",
      },
    },
    enforcedBy:
      "app/api/agency/custom-tab/[region]/[workspaceId]/[...href]/route.ts (session via @/server/auth) + " +
      "server/saved-custom-tab.ts (agency.get via serverCaller)",
  },
  "api/auth/[...nextauth]": {
    methods: {
      GET: { access: "public", why: "next-auth: CSRF token, providers and the caller's own session" },
      POST: {
        access: "public",
        why: "next-auth: signing in (the e-mail code is the credential, checked by verifySignInCode) and out, both CSRF-token checked",
      },
    },
    enforcedBy: "next-auth (packages/auth createAuthOptions)",
  },
  "api/health": {
    methods: { GET: { access: "public", why: "liveness for load balancers: ok and per-region database status only" } },
    enforcedBy: "app/api/health/route.ts",
  },
  "api/runtime/[region]/agents/[agentId]/conversations": {
    methods: {
      POST: {
        access: "public",
        why: "any website's visitor starts a chat with an agent (rate limited: 60 a minute per IP); the answer carries the visitor token",
        limits:
          'channel "test" (the draft) needs an insider of the agent (signed-in member, workspace secret or agent secret): otherwise 401 and nothing is created',
      },
      OPTIONS: PREFLIGHT,
      ...notAllowed("GET", "HEAD", "PUT", "PATCH", "DELETE"),
    },
    enforcedBy: "packages/api/src/rest/runtime/runtime-requests.ts handleStartConversation",
  },
  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/handoff": {
    methods: {
      POST: { access: "visitorToken", checks: `${VISITOR_CHECKS} Checked before anything is changed or e-mailed.` },
      OPTIONS: PREFLIGHT,
      ...notAllowed("GET", "HEAD", "PUT", "PATCH", "DELETE"),
    },
    enforcedBy: "packages/api/src/rest/runtime/runtime-requests.ts handleRequestHandoff -> core requestHandoff",
  },
  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/lead": {
    methods: {
      POST: {
        access: "visitorToken",
        checks:
          `${VISITOR_CHECKS} The per-IP rate limit (60 a minute) and the body's shape (400) are checked first; ` +
          "the token before the lead is stored.",
      },
      OPTIONS: PREFLIGHT,
      ...notAllowed("GET", "HEAD", "PUT", "PATCH", "DELETE"),
    },
    enforcedBy: "packages/api/src/rest/runtime/submit-lead.ts handleSubmitLead -> core submitLead",
  },
  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/messages": {
    methods: {
      GET: { access: "visitorToken", checks: VISITOR_CHECKS },
      POST: {
        access: "visitorToken",
        checks: `${VISITOR_CHECKS} Checked before rate limits, credits and storing the visitor's message.`,
      },
      OPTIONS: PREFLIGHT,
      ...notAllowed("PUT", "PATCH", "DELETE"),
    },
    enforcedBy: "packages/api/src/rest/runtime/runtime-requests.ts handleListMessages, handleSendMessage",
  },
  "api/runtime/[region]/agents/[agentId]/conversations/[conversationId]/stream": {
    methods: {
      GET: {
        access: "visitorToken",
        checks:
          `${VISITOR_CHECKS} Checked (with the conversation read from the database) before any kept or stored ` +
          "answer is looked at; a kept answer is sent only when it belongs to this region, agent and conversation.",
      },
      OPTIONS: PREFLIGHT,
      ...notAllowed("HEAD", "POST", "PUT", "PATCH", "DELETE"),
    },
    enforcedBy: "packages/api/src/rest/runtime/resume-answer.ts handleResumeStream",
  },
  "api/notifications/stream": {
    methods: {
      GET: {
        access: "signedIn",
        checks:
          "no session (or a signed-out one): 401, bearer secrets are not accepted; a workspace the person is not a " +
          "member of (or was removed from): 403; the stream carries only that person's own bell",
      },
    },
    enforcedBy: "app/api/notifications/stream/route.ts",
  },
  "api/session/end": {
    methods: {
      GET: {
        access: "public",
        why: "only clears the caller's own session cookies and redirects to /login (used when the account is gone)",
        limits:
          "a request from another site (Sec-Fetch-Site: cross-site) clears nothing: a link cannot sign anyone out",
      },
    },
    enforcedBy: "app/api/session/end/route.ts",
  },
  "api/stripe/webhook": {
    methods: {
      POST: {
        access: "stripeSignature",
        checks:
          "stripe.webhooks.constructEvent with STRIPE_WEBHOOK_SECRET before anything is read or stored: no, " +
          "forged or otherwise-keyed signature (or no webhook secret configured): 400; bodies over 1 MB: 413",
      },
    },
    enforcedBy:
      "packages/api/src/rest/stripe-webhook-request.ts handleStripeWebhookRequest -> core handleStripeWebhook",
  },
  "api/stripe/connect/webhook": {
    methods: {
      POST: {
        access: "stripeSignature",
        checks:
          "stripe.webhooks.constructEvent with STRIPE_CONNECT_WEBHOOK_SECRET (the Connect endpoint's own secret) " +
          "before anything is read or stored: no, forged or platform-keyed signature (or no Connect secret " +
          "configured): 400; bodies over 1 MB: 413; an event without `account` or of an unknown account changes nothing",
      },
    },
    enforcedBy:
      "packages/api/src/rest/stripe-webhook-request.ts handleConnectWebhookRequest -> core handleConnectWebhook",
  },
  "api/trpc/[trpc]": {
    methods: {
      GET: {
        access: "procedures",
        checks:
          "the actor is a bearer workspace/agent secret when an Authorization header is sent (an unknown one is no " +
          "actor, never the session), else the session user; each procedure's rule is in ACCESS_MATRIX",
      },
      POST: { access: "procedures", checks: "as GET" },
    },
    enforcedBy: "packages/api createApiContext + the procedure ladder (packages/api/src/trpc.ts)",
  },
  "api/upload": {
    methods: {
      POST: {
        access: "signedIn",
        checks:
          "no session: 401 (bearer secrets are not accepted); images go to users/{userId}/ of the caller; " +
          "knowledge documents (?purpose=knowledge) also need agent.get({region, agentId}) as the session user: " +
          "not a member of the agent's workspace: 404 and nothing is stored",
      },
    },
    enforcedBy: "app/api/upload/route.ts (inline; session via @/server/auth, agent.get via serverCaller)",
  },
  "api/v2/agents/[agentId]": {
    methods: {
      POST: {
        access: "agent",
        checks:
          "per-IP rate limit (120 a minute) first; no actor (no session, no or unknown bearer): 401; then agent.update " +
          "as that actor: another workspace's secret, another agent's secret or a member of another workspace: 404, " +
          "nothing changed",
      },
    },
    enforcedBy: "packages/api/src/rest/update-agent-request.ts handleUpdateAgentRequest -> agent.update",
  },
  "api/v2/workspace/[workspaceId]/logs": {
    methods: {
      POST: {
        access: "workspaceSecret",
        checks:
          "per-IP rate limit (120 a minute) first; no or unknown bearer (an agent secret is not a workspace " +
          "secret): 401; another workspace's secret, or a body naming another region: 403; nothing is written",
      },
    },
    enforcedBy: "app/api/v2/workspace/[workspaceId]/logs/handle-workspace-log-request.ts",
  },
  "app/[region]/prototype": {
    methods: {
      GET: {
        access: "public",
        why:
          "the Demo page: the agent's published chat (what any visitor of the widget sees), no sign-in; an unknown " +
          "agent is 404 and the chat's calls go through the runtime's own checks",
      },
    },
    enforcedBy: "app/app/[region]/prototype/route.ts + server/chat-page-response.ts",
  },
  "app/[region]/render/[agentId]/iframe": {
    methods: {
      GET: {
        access: "public",
        why: "the page the website widget opens in its iframe: the agent's published chat, no sign-in (unknown agent: 404)",
      },
    },
    enforcedBy: "app/app/[region]/render/[agentId]/iframe/route.ts + server/chat-page-response.ts",
  },
  "app/[region]/share/[agentId]": {
    methods: {
      GET: {
        access: "public",
        why: "the share page: the agent's published chat full-page, no sign-in (unknown agent: 404)",
      },
    },
    enforcedBy: "app/app/[region]/share/[agentId]/route.ts + server/chat-page-response.ts",
  },
  "chat.js": {
    methods: {
      GET: {
        access: "public",
        why: "the chat UI bundle of the public chat pages and the test panel (a static bundle)",
      },
    },
    enforcedBy: "app/chat.js/route.ts",
  },
  "uploads/[...path]": {
    methods: {
      GET: {
        access: "public",
        why: "uploaded images (avatars, logos, agent pictures) are embedded in public pages and the widget; names are random",
        limits:
          "knowledge/... (the workspaces' knowledge documents) is never served: 404 even when the file exists, " +
          "in any letter case; a segment holding an encoded separator (%2F, %5C) and unsafe paths (.., hidden " +
          "segments) are 404",
      },
    },
    enforcedBy: "app/uploads/[...path]/route.ts + core publicUploadPath",
  },
  "widget.js": {
    methods: {
      GET: { access: "public", why: "the widget loader customers embed on their sites (a static bundle)" },
      OPTIONS: { access: "public", why: "CORS preflight for the loader: 204, reads nothing" },
    },
    enforcedBy: "app/widget.js/route.ts",
  },
};
