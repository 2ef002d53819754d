import { describe, expect, it } from "vitest";
import {
  NOTIFY_IF_LABELS,
  NOTIFY_IF_LEVELS,
  NOTIFY_THROUGH_LABELS,
  readNotificationsSettings,
  ZClientFormWithPassword,
} from "./client-fields";
import { CLIENT_MESSAGES } from "./client-messages";
import { ZCreateClientInput, ZUpdateClientInput } from "./client-procedures";

const scope = { region: "eu", workspaceId: "abcdefghijklmno" } as const;

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("client form", () => {
  it("has the spec's messages", () => {
    expect(CLIENT_MESSAGES.clientExists("org123")).toBe("Client already exists to org: org123");
    expect(CLIENT_MESSAGES.fillAllFields).toBe("Please fill out all fields.");
    expect(CLIENT_MESSAGES.clientUpdated).toBe("Updated client data");
    expect(CLIENT_MESSAGES.clientUpdateFailed).toBe("Failed to update client data");
    expect(CLIENT_MESSAGES.orgUpdateFailedPrefix).toBe("Failed to update organization: ");
  });

  it("labels the notification options", () => {
    expect(Object.values(NOTIFY_THROUGH_LABELS)).toEqual(["Email", "Push Notifications", "All Channels", "None"]);
    expect(Object.values(NOTIFY_IF_LABELS)).toEqual(["All Messages", "Requests Only", "None"]);
    expect(NOTIFY_IF_LEVELS).toEqual({ all: 1, requestsOnly: 2, none: 0 });
    expect(readNotificationsSettings({})).toEqual({ notifyThrough: "email", notifyIf: "requestsOnly" });
    expect(readNotificationsSettings({ notifyThrough: "push", notifyIf: "sometimes" })).toEqual({
      notifyThrough: "push",
      notifyIf: "requestsOnly",
    });
  });

  it("creates with name and e-mail (trimmed, lower-cased); the password is optional", () => {
    const input = ZCreateClientInput.parse({ ...scope, orgId: "org1", name: " Ann ", email: " Ann@Example.COM " });
    expect(input).toMatchObject({ name: "Ann", email: "ann@example.com" });
    expect(input.password).toBeUndefined();
    expect(
      ZCreateClientInput.parse({ ...scope, orgId: "org1", name: "A", email: "a@b.co", password: "" }).password,
    ).toBe("");
  });

  it("refuses a missing name or e-mail with Please fill out all fields.", () => {
    const cases = [
      { orgId: "org1", email: "a@b.co" },
      { orgId: "org1", name: "  ", email: "a@b.co" },
      { orgId: "org1", name: "Ann" },
      { orgId: "org1", name: "Ann", email: " " },
    ];
    for (const fields of cases) {
      expect(firstMessage(ZCreateClientInput.safeParse({ ...scope, ...fields }))).toBe(CLIENT_MESSAGES.fillAllFields);
    }
    expect(firstMessage(ZCreateClientInput.safeParse({ ...scope, orgId: "org1", name: "A", email: "nope" }))).toBe(
      CLIENT_MESSAGES.invalidEmail,
    );
  });

  it("requires a password where the form says so", () => {
    const form = {
      name: "Ann",
      email: "ann@example.com",
      squarePhotoURL: "",
      canAccess: ["home"],
      customTabAccess: [],
      clientTabOrder: [],
      notificationsSettings: { notifyThrough: "all", notifyIf: "all" },
      preferredLanguage: "en",
      isOrgAdmin: false,
      allowCreateAgents: false,
      canDelegateChats: false,
      hideAdvancedSettings: false,
    };
    expect(firstMessage(ZClientFormWithPassword.safeParse({ ...form, password: "   " }))).toBe(
      CLIENT_MESSAGES.fillAllFields,
    );
    expect(firstMessage(ZClientFormWithPassword.safeParse(form))).toBe(CLIENT_MESSAGES.fillAllFields);
    expect(ZClientFormWithPassword.safeParse({ ...form, password: "s3cret" }).success).toBe(true);
  });

  it("updates only the given fields; an empty e-mail is refused", () => {
    expect(ZUpdateClientInput.parse({ ...scope, clientId: "c1", isOrgAdmin: true })).toEqual({
      ...scope,
      clientId: "c1",
      isOrgAdmin: true,
    });
    expect(firstMessage(ZUpdateClientInput.safeParse({ ...scope, clientId: "c1", email: "" }))).toBe(
      CLIENT_MESSAGES.fillAllFields,
    );
    expect(
      ZUpdateClientInput.safeParse({
        ...scope,
        clientId: "c1",
        notificationsSettings: { notifyThrough: "sms", notifyIf: "all" },
      }).success,
    ).toBe(false);
  });
});
