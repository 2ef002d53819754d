import type { TPortalAccount, TPortalAccountForm, TUpdatePortalAccountInput } from "@parlo/validators";

/** The Account drawer's values for the client's account (the password fields blank). */
export function accountFormOf(account: TPortalAccount): TPortalAccountForm {
  return {
    name: account.name,
    squarePhotoURL: account.squarePhotoURL,
    preferredLanguage: account.preferredLanguage,
    notificationsSettings: { ...account.notificationsSettings },
    currentPassword: "",
    newPassword: "",
  };
}

/** What the form changed, as `portalAccount.updateAccount` takes it (a new password with the current one). */
export function accountChanges(initial: TPortalAccountForm, next: TPortalAccountForm): TUpdatePortalAccountInput {
  const changes: TUpdatePortalAccountInput = {};
  if (initial.name !== next.name) changes.name = next.name;
  if (initial.squarePhotoURL !== next.squarePhotoURL) changes.squarePhotoURL = next.squarePhotoURL;
  if (initial.preferredLanguage !== next.preferredLanguage) changes.preferredLanguage = next.preferredLanguage;
  const a = initial.notificationsSettings;
  const b = next.notificationsSettings;
  if (a.notifyThrough !== b.notifyThrough || a.notifyIf !== b.notifyIf) changes.notificationsSettings = b;
  if (next.newPassword.trim() !== "") {
    changes.newPassword = next.newPassword;
    changes.currentPassword = next.currentPassword;
  }
  return changes;
}
