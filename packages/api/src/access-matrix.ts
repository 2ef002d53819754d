/**
 * Every procedure of the app router and who may call it. The access-matrix integration test
 * walks the router: a procedure missing here fails the test, and every non-public procedure is
 * called as outsiders (signed out, a member of another workspace, another workspace's secret,
 * another agent's secret) and must be refused.
 */
import type { Region } from "@parlo/db";

export type AccessRule =
  /** anyone, signed in or not (say why) */
  | { access: "public"; why: string }
  /** a signed-in person, acting on their own account */
  | { access: "user" }
  /** a member of the workspace named in the input, or its workspace secret */
  | { access: "workspaceMember" }
  /** the owner of the workspace named in the input, or its workspace secret */
  | { access: "workspaceOwner" }
  /** a member of the agent's workspace, the workspace secret, or the agent's own secret */
  | { access: "agent" };

/** The target of a call: a workspace and an agent the outsiders have nothing to do with. */
export interface MatrixTarget {
  region: Region;
  workspaceId: string;
  agentId: string;
}

export const ACCESS_MATRIX: Record<string, AccessRule & { input: (target: MatrixTarget) => unknown }> = {
  "auth.requestCode": {
    access: "public",
    why: "sign-in starts signed out; answers only by e-mail, rate limited per address",
    input: () => ({ purpose: "signin", email: "nobody@example.test" }),
  },
  "auth.me": { access: "user", input: () => undefined },
  "workspace.list": { access: "user", input: () => undefined },
  "workspace.get": { access: "workspaceMember", input: (t) => ({ region: t.region, workspaceId: t.workspaceId }) },
  "agent.list": { access: "workspaceMember", input: (t) => ({ region: t.region, workspaceId: t.workspaceId }) },
};
