import { describe, expect, it } from "vitest";
import { isPortalProcedure } from "./portal-procedures";
import { appRouter } from "./root";

describe("the procedures a portal host serves", () => {
  it("are the client sign-in calls and nothing of the dashboard", () => {
    const served = Object.keys(appRouter._def.procedures).filter(isPortalProcedure).sort();
    expect(served).toEqual([
      "clientAuth.adminSignIn",
      "clientAuth.signIn",
      "clientAuth.signOut",
      "clientAuth.signupWithOTP",
      "clientAuth.ssoClient",
      "clientAuth.tokenToPages",
      "clientAuth.validateClientLoginToken",
    ]);
    for (const path of ["auth.requestCode", "auth.tokenToUser", "clients.list", "agency.get", "clientAuthX.signIn"]) {
      expect(isPortalProcedure(path), path).toBe(false);
    }
  });
});
