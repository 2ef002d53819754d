import {
  defaultNotificationsSettings,
  zClientPassword,
  ZClientForm,
  type TAgencyClientSettings,
  type TClientForm,
  type TClientSummary,
  type TOrgSummary,
} from "@parlo/validators";
import type { z } from "zod";
import { orderedPages, samePages } from "@parlo/app-ui/page-order";

/**
 * The client editor's fields: the client form and a password, optional in both cases (left blank,
 * a new client gets a generated 15-character password and an edit keeps the current one).
 */
export const ZClientEditor = ZClientForm.extend({ password: zClientPassword });
export type TClientEditor = z.infer<typeof ZClientEditor>;
export type TClientEditorInput = z.input<typeof ZClientEditor>;

/** The fields a save sends: those that changed, and a password only when one was typed. */
export type ClientChanges = Partial<TClientForm> & { password?: string };

/** The agency's default permissions for new clients. */
export type ClientDefaults = Pick<
  TAgencyClientSettings,
  "defaultAllowCreateAgents" | "defaultCanDelegateChats" | "defaultHideAdvancedSettings"
>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A new client of an org: its default access, tab order and language, the agency's default permissions. */
export function newClientForm(org: TOrgSummary, defaults: ClientDefaults): TClientEditor {
  return {
    name: "",
    email: "",
    password: "",
    squarePhotoURL: "",
    canAccess: [...org.defaultClientAccess],
    customTabAccess: [],
    clientTabOrder: orderedPages(org.defaultClientAccess, org.defaultClientTabOrder),
    notificationsSettings: defaultNotificationsSettings(),
    preferredLanguage: org.preferredLanguage || "en",
    isOrgAdmin: false,
    allowCreateAgents: defaults.defaultAllowCreateAgents,
    canDelegateChats: defaults.defaultCanDelegateChats,
    hideAdvancedSettings: defaults.defaultHideAdvancedSettings,
  };
}

/** A client as the editor shows it (the password field empty: it is never read back). */
export function clientFormOf(client: TClientSummary): TClientEditor {
  return {
    name: client.name,
    email: client.email,
    password: "",
    squarePhotoURL: client.squarePhotoURL,
    canAccess: [...client.canAccess],
    customTabAccess: [...client.customTabAccess],
    clientTabOrder: orderedPages(client.canAccess, client.clientTabOrder),
    notificationsSettings: { ...client.notificationsSettings },
    preferredLanguage: client.preferredLanguage,
    isOrgAdmin: client.isOrgAdmin,
    allowCreateAgents: client.allowCreateAgents,
    canDelegateChats: client.canDelegateChats,
    hideAdvancedSettings: client.hideAdvancedSettings,
  };
}

/** The fields without the password, the tab order as the order of the pages given. */
function formOf(values: TClientEditor): TClientForm {
  const { password: _password, ...form } = values;
  return { ...form, clientTabOrder: orderedPages(values.canAccess, values.clientTabOrder) };
}

/** A password typed into the field (blank means none: generated on create, kept on edit). */
const typedPassword = (password: string) => (password.trim() === "" ? {} : { password });

/** The fields of a new client: all of them, and the password when one was typed. */
export function clientToCreate(values: TClientEditor): TClientForm & { password?: string } {
  return { ...formOf(values), ...typedPassword(values.password) };
}

/** The fields an edit changed, and a new password when one was typed. */
export function clientChanges(initial: TClientEditor, values: TClientEditor): ClientChanges {
  const before = formOf(initial);
  const next = formOf(values);
  const changes: ClientChanges = typedPassword(values.password);
  if (before.name !== next.name) changes.name = next.name;
  if (before.email !== next.email) changes.email = next.email;
  if (before.squarePhotoURL !== next.squarePhotoURL) changes.squarePhotoURL = next.squarePhotoURL;
  if (!samePages(before.canAccess, next.canAccess)) changes.canAccess = next.canAccess;
  if (!same(before.clientTabOrder, next.clientTabOrder)) changes.clientTabOrder = next.clientTabOrder;
  if (!same([...before.customTabAccess].sort(), [...next.customTabAccess].sort())) {
    changes.customTabAccess = next.customTabAccess;
  }
  if (!same(before.notificationsSettings, next.notificationsSettings)) {
    changes.notificationsSettings = next.notificationsSettings;
  }
  if (before.preferredLanguage !== next.preferredLanguage) changes.preferredLanguage = next.preferredLanguage;
  if (before.isOrgAdmin !== next.isOrgAdmin) changes.isOrgAdmin = next.isOrgAdmin;
  if (before.allowCreateAgents !== next.allowCreateAgents) changes.allowCreateAgents = next.allowCreateAgents;
  if (before.canDelegateChats !== next.canDelegateChats) changes.canDelegateChats = next.canDelegateChats;
  if (before.hideAdvancedSettings !== next.hideAdvancedSettings) {
    changes.hideAdvancedSettings = next.hideAdvancedSettings;
  }
  return changes;
}
