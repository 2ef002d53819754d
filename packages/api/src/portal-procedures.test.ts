import { describe, expect, it } from "vitest";
import { ACCESS_MATRIX } from "./access-matrix";
import { isPortalProcedure } from "./portal-procedures";
import { appRouter } from "./root";

describe("the procedures a portal host serves", () => {
  const paths = Object.keys(appRouter._def.procedures).sort();

  it("are exactly those the access matrix opens to portal viewers", () => {
    const opened = paths.filter((path) => {
      const rule = ACCESS_MATRIX[path];
      if (!rule) return false;
      if (rule.access === "portal" || rule.access === "portalSession" || rule.access === "portalClient") return true;
      return (rule.access === "agent" || rule.access === "agentManager") && rule.portalPage !== undefined;
    });
    expect(paths.filter(isPortalProcedure)).toEqual(opened);
    expect(opened).toContain("clientAuth.signIn");
    expect(opened).toContain("conversation.takeOver");
    expect(opened).toContain("portalAccount.updateOrg");
  });

  it("never serves the dashboard's own procedures", () => {
    for (const path of ["auth.requestCode", "auth.tokenToUser", "clients.list", "agency.get", "clientAuthX.signIn"]) {
      expect(isPortalProcedure(path), path).toBe(false);
    }
    for (const path of [
      "conversation.handoffQueue",
      "conversation.setOnline",
      "agent.delete",
      "agent.publish",
      "conversation.listX",
    ]) {
      expect(isPortalProcedure(path), path).toBe(false);
    }
  });
});
