import type { TClientSessionClient } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { clientHomeRedirect, clientPagesForSession } from "./client-pages-for-session";

const client = (fields: Partial<TClientSessionClient>): TClientSessionClient => ({
  id: "c1",
  orgId: "o1",
  name: "Ada",
  email: "ada@example.test",
  squarePhotoURL: "",
  canAccess: [],
  customTabAccess: [],
  clientTabOrder: [],
  preferredLanguage: "en",
  isOrgAdmin: false,
  isAdmin: false,
  allowCreateAgents: false,
  canDelegateChats: false,
  hideAdvancedSettings: false,
  widgetIDs: [],
  status: "offline",
  isNewSignup: false,
  onboardingCompleted: false,
  ...fields,
});

describe("clientPagesForSession", () => {
  it("gives the agency admin every page", () => {
    expect(clientPagesForSession({ kind: "agencyAdmin", client: null })).toEqual([
      "home",
      "leads",
      "convos",
      "settings",
      "analytics",
    ]);
  });

  it("orders a client's pages by clientTabOrder, the rest in canAccess order, each once", () => {
    const session = {
      kind: "client" as const,
      client: client({
        canAccess: ["/home", "analytics", "convos", "leads", "home"],
        clientTabOrder: ["leads", "billing", "/convos"],
      }),
    };
    expect(clientPagesForSession(session)).toEqual(["leads", "convos", "home", "analytics"]);
  });

  it("gives a client without pages none", () => {
    expect(clientPagesForSession({ kind: "client", client: client({}) })).toEqual([]);
    expect(clientPagesForSession({ kind: "client", client: null })).toEqual([]);
  });
});

describe("clientHomeRedirect", () => {
  it("opens the first allowed page (unknown pages such as overview are not pages)", () => {
    expect(clientHomeRedirect({ kind: "client", client: client({ canAccess: ["leads", "home"] }) })).toBe("/leads");
    expect(clientHomeRedirect({ kind: "client", client: client({ canAccess: ["overview", "leads"] }) })).toBe("/leads");
    expect(clientHomeRedirect({ kind: "client", client: client({ canAccess: [] }) })).toBe("/home");
    expect(clientHomeRedirect({ kind: "agencyAdmin", client: null })).toBe("/home");
  });

  it("sends a new sign-up to the client onboarding until it is completed", () => {
    const fresh = client({ canAccess: ["leads"], isNewSignup: true });
    expect(clientHomeRedirect({ kind: "client", client: fresh })).toBe("/client/onboarding");
    const done = client({ canAccess: ["leads"], isNewSignup: true, onboardingCompleted: true });
    expect(clientHomeRedirect({ kind: "client", client: done })).toBe("/leads");
  });
});
