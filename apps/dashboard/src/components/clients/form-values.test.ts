import { defaultAgencyClientSettings, ZOrgForm, type TClientSummary, type TOrgSummary } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { clientChanges, clientFormOf, clientToCreate, newClientForm, ZClientEditor } from "./client-form-values";
import { newOrgForm, orgChanges, orgFormOf, orgToCreate, orgToSave } from "@parlo/app-ui/org-form-values";
import { tagRefusal } from "@parlo/app-ui/tags-field";

const client = (): TClientSummary => ({
  id: "c1",
  orgId: "o1",
  name: "Ann",
  email: "ann@example.com",
  squarePhotoURL: "",
  canAccess: ["home", "leads"],
  customTabAccess: [],
  clientTabOrder: [],
  notificationsSettings: { notifyThrough: "email", notifyIf: "requestsOnly" },
  preferredLanguage: "en",
  isOrgAdmin: false,
  isAdmin: false,
  allowCreateAgents: false,
  canDelegateChats: false,
  hideAdvancedSettings: false,
  status: "offline",
  isNewSignup: false,
  onboardingCompleted: true,
  createdAt: new Date(0),
});

const org = (): TOrgSummary => ({
  id: "o1",
  name: "Acme",
  squarePhotoURL: "",
  widgetIDs: ["abcdefghijklmnop", "gonegonegonegone"],
  agentCount: 1,
  defaultClientAccess: ["home", "convos"],
  defaultClientTabOrder: ["convos"],
  dashboardLayout: "vertical",
  preferredLanguage: "de",
  predefinedTags: ["vip"],
  disallowAnyTags: false,
  disableHandoff: false,
  allowBilling: false,
  loadTokens: 0,
  settings: {
    smartHandoff: false,
    disableHandoffMessages: false,
    enableCannedResponses: false,
    disableClientAccess: false,
    disableClientAccessMessage: "",
  },
  createdAt: new Date(0),
  clients: [client()],
});

describe("organization editor values", () => {
  it("starts a new organization with the agency's default access and layout", () => {
    const form = newOrgForm({ defaultClientAccess: ["home", "leads"], defaultDashboardLayout: "horizontal" });
    expect(form).toMatchObject({
      name: "New Organization",
      defaultClientAccess: ["home", "leads"],
      defaultClientTabOrder: ["home", "leads"],
      dashboardLayout: "horizontal",
    });
    expect(ZOrgForm.safeParse(form).success).toBe(true);
    expect(orgToCreate(form)).not.toHaveProperty("allowBilling");
  });

  it("offers only agents that still exist, and the full tab order", () => {
    const form = orgFormOf(org(), new Set(["abcdefghijklmnop"]));
    expect(form.widgetIDs).toEqual(["abcdefghijklmnop"]);
    expect(form.defaultClientTabOrder).toEqual(["convos", "home"]);
  });

  it("sends only what changed, settings field by field", () => {
    const initial = orgFormOf(org(), new Set(["abcdefghijklmnop"]));
    expect(orgChanges(initial, orgToSave(initial))).toEqual({});
    const next = orgToSave({
      ...initial,
      name: "Acme Inc",
      widgetIDs: [],
      defaultClientAccess: ["convos", "home", "kb"],
      settings: { ...initial.settings, disableClientAccess: true, disableClientAccessMessage: "Paused" },
    });
    expect(orgChanges(initial, next)).toEqual({
      name: "Acme Inc",
      widgetIDs: [],
      defaultClientAccess: ["convos", "home", "kb"],
      defaultClientTabOrder: ["convos", "home", "kb"],
      settings: { disableClientAccess: true, disableClientAccessMessage: "Paused" },
    });
  });

  it("says why a tag cannot be added", () => {
    expect(tagRefusal(["VIP"], " vip ")).toBe("Each tag can be added only once.");
    expect(tagRefusal([], "  ")).toBe("Tags cannot be empty.");
    expect(tagRefusal([], "x".repeat(41))).toBe("A tag can be at most 40 characters.");
    expect(tagRefusal([], "refund")).toBeNull();
  });
});

describe("client editor values", () => {
  it("starts a new client with the org's pages and language and the agency's permissions", () => {
    const form = newClientForm(org(), { ...defaultAgencyClientSettings(), defaultCanDelegateChats: true });
    expect(form).toMatchObject({
      canAccess: ["home", "convos"],
      clientTabOrder: ["convos", "home"],
      preferredLanguage: "de",
      canDelegateChats: true,
      allowCreateAgents: false,
      password: "",
    });
  });

  it("requires name and e-mail; the password may stay blank", () => {
    const blank = ZClientEditor.safeParse({ ...clientFormOf(client()), name: " " });
    expect(blank.error?.issues[0]?.message).toBe("Please fill out all fields.");
    const parsed = ZClientEditor.parse({ ...clientFormOf(client()), email: " Ann@Example.com " });
    expect(parsed.email).toBe("ann@example.com");
    expect(clientToCreate(parsed)).not.toHaveProperty("password");
    expect(clientToCreate({ ...parsed, password: "s3cret" }).password).toBe("s3cret");
  });

  it("sends only what changed, and a password when one was typed", () => {
    const initial = clientFormOf(client());
    expect(clientChanges(initial, initial)).toEqual({});
    expect(clientChanges(initial, { ...initial, password: "   " })).toEqual({});
    expect(
      clientChanges(initial, { ...initial, password: "new-pass", isOrgAdmin: true, clientTabOrder: ["leads", "home"] }),
    ).toEqual({ password: "new-pass", isOrgAdmin: true, clientTabOrder: ["leads", "home"] });
  });
});
