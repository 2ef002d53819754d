import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES, orgUpdateFailedMessage } from "./client-messages";
import { ZUpdateOrgInput, ZCreateOrgInput } from "./client-procedures";
import { readOrgSettings, ZOrgForm, zPredefinedTags, type TOrgFormInput } from "./org-fields";

const scope = { region: "eu", workspaceId: "abcdefghijklmno" } as const;

const form = (): TOrgFormInput => ({
  name: " Acme ",
  squarePhotoURL: "/uploads/users/abc/org.png",
  widgetIDs: ["abcdefghijklmnop", "abcdefghijklmnop"],
  defaultClientAccess: ["home", "/leads"],
  defaultClientTabOrder: ["leads", "home"],
  dashboardLayout: "horizontal",
  preferredLanguage: "pt-BR",
  predefinedTags: [" vip ", "refund"],
  disallowAnyTags: true,
  disableHandoff: false,
  allowBilling: true,
  settings: {
    smartHandoff: true,
    disableHandoffMessages: false,
    enableCannedResponses: true,
    disableClientAccess: true,
    disableClientAccessMessage: "Closed for maintenance",
  },
});

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("org form", () => {
  it("trims and normalises a valid form", () => {
    const org = ZOrgForm.parse(form());
    expect(org.name).toBe("Acme");
    expect(org.widgetIDs).toEqual(["abcdefghijklmnop"]);
    expect(org.defaultClientAccess).toEqual(["home", "leads"]);
    expect(org.predefinedTags).toEqual(["vip", "refund"]);
  });

  it("requires a name: Organization name is required.", () => {
    expect(firstMessage(ZOrgForm.safeParse({ ...form(), name: "   " }))).toBe(CLIENT_MESSAGES.orgNameRequired);
    const { name: _name, ...noName } = form();
    expect(firstMessage(ZOrgForm.safeParse(noName))).toBe(CLIENT_MESSAGES.orgNameRequired);
  });

  it("takes photos like agency logos: empty, /uploads/ or http(s)", () => {
    expect(ZOrgForm.safeParse({ ...form(), squarePhotoURL: "" }).success).toBe(true);
    expect(ZOrgForm.safeParse({ ...form(), squarePhotoURL: "https://cdn.example/x.jpg" }).success).toBe(true);
    expect(ZOrgForm.safeParse({ ...form(), squarePhotoURL: "javascript:alert(1)" }).success).toBe(false);
  });

  it("limits tags: 50 at most, 1 to 40 characters, none twice", () => {
    expect(zPredefinedTags.safeParse(Array.from({ length: 50 }, (_, i) => `t${i}`)).success).toBe(true);
    expect(firstMessage(zPredefinedTags.safeParse(Array.from({ length: 51 }, (_, i) => `t${i}`)))).toBe(
      CLIENT_MESSAGES.tooManyTags,
    );
    expect(firstMessage(zPredefinedTags.safeParse(["x".repeat(41)]))).toBe(CLIENT_MESSAGES.tagTooLong);
    expect(firstMessage(zPredefinedTags.safeParse(["  "]))).toBe(CLIENT_MESSAGES.tagRequired);
    expect(firstMessage(zPredefinedTags.safeParse(["VIP", " vip"]))).toBe(CLIENT_MESSAGES.duplicateTag);
  });

  it("limits the client access message to 1024 characters", () => {
    const long = { ...form(), settings: { ...form().settings, disableClientAccessMessage: "x".repeat(1025) } };
    expect(firstMessage(ZOrgForm.safeParse(long))).toBe(CLIENT_MESSAGES.clientAccessMessageTooLong);
  });

  it("needs an org id to update: Organization ID is missing...", () => {
    expect(firstMessage(ZUpdateOrgInput.safeParse({ ...scope, name: "A" }))).toBe(CLIENT_MESSAGES.orgIdMissing);
    expect(firstMessage(ZUpdateOrgInput.safeParse({ ...scope, orgId: "", name: "A" }))).toBe(
      CLIENT_MESSAGES.orgIdMissing,
    );
    expect(ZUpdateOrgInput.parse({ ...scope, orgId: "abc", settings: { smartHandoff: true } }).settings).toEqual({
      smartHandoff: true,
    });
  });

  it("creates with every field optional", () => {
    expect(ZCreateOrgInput.parse(scope)).toEqual(scope);
    expect(firstMessage(ZCreateOrgInput.safeParse({ ...scope, name: "" }))).toBe(CLIENT_MESSAGES.orgNameRequired);
  });

  it("reads stored settings with defaults", () => {
    expect(readOrgSettings({})).toEqual({
      smartHandoff: false,
      disableHandoffMessages: false,
      enableCannedResponses: false,
      disableClientAccess: false,
      disableClientAccessMessage: "",
    });
    expect(readOrgSettings({ smartHandoff: true, enableCannedResponses: "x" })).toMatchObject({
      smartHandoff: true,
      enableCannedResponses: false,
    });
  });

  it("words the org editor's failure toast", () => {
    expect(orgUpdateFailedMessage("Organization not found.")).toBe(
      "Failed to update organization: Organization not found.",
    );
  });
});
