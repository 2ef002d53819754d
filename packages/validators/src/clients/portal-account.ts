/**
 * What a signed-in client edits in the portal (agency-shell-dashboards.md sections 2 "Account and
 * organisation editing drawers" and 6 "Org admin"): its own account, and (an org admin) its org's
 * about, switches and users.
 */
import { z } from "zod";
import {
  CLIENT_LIMITS,
  ZClientForm,
  zClientEmail,
  zClientName,
  zClientPassword,
  ZNotificationsSettings,
} from "./client-fields";
import { ZOrgChanges, ZOrgSettings } from "./org-fields";
import { PORTAL_ACCOUNT_MESSAGES, PORTAL_FEEDBACK_MESSAGES } from "./portal-messages";
import { DEFAULT_TEMPLATE_KEY, ZCreateAgentInput, zTemplateKey } from "../agent";

/** The signed-in client's own account, as the Account drawer shows it. */
export const ZPortalAccount = z.object({
  name: z.string(),
  email: z.string(),
  squarePhotoURL: z.string(),
  preferredLanguage: z.string(),
  notificationsSettings: ZNotificationsSettings,
  isOrgAdmin: z.boolean(),
  /** the agency lets clients sign in with a password (so one can be changed here) */
  passwordLogin: z.boolean(),
});
export type TPortalAccount = z.infer<typeof ZPortalAccount>;

/** The account fields a client changes itself (its e-mail is the agency's to change). */
const ZPortalAccountFields = ZClientForm.pick({
  name: true,
  squarePhotoURL: true,
  preferredLanguage: true,
  notificationsSettings: true,
});

/** A new password needs the current one; blank means unchanged. */
const zCurrentPassword = z.string().max(CLIENT_LIMITS.passwordMax);

/** The Account drawer's form: the fields and, optionally, a password change. */
export const ZPortalAccountForm = ZPortalAccountFields.extend({
  currentPassword: zCurrentPassword,
  newPassword: zClientPassword,
}).superRefine((value, ctx) => {
  if (value.newPassword.trim() !== "" && value.currentPassword === "") {
    ctx.addIssue({
      code: "custom",
      path: ["currentPassword"],
      message: PORTAL_ACCOUNT_MESSAGES.currentPasswordRequired,
    });
  }
});
export type TPortalAccountForm = z.infer<typeof ZPortalAccountForm>;
export type TPortalAccountFormInput = z.input<typeof ZPortalAccountForm>;

/** `portal.updateAccount`: the changed fields; `newPassword` (non-blank) with `currentPassword`. */
export const ZUpdatePortalAccountInput = ZPortalAccountFields.partial()
  .extend({ currentPassword: zCurrentPassword.optional(), newPassword: zClientPassword.optional() })
  .superRefine((value, ctx) => {
    if (value.newPassword !== undefined && value.newPassword.trim() !== "" && !value.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["currentPassword"],
        message: PORTAL_ACCOUNT_MESSAGES.currentPasswordRequired,
      });
    }
  });
export type TUpdatePortalAccountInput = z.input<typeof ZUpdatePortalAccountInput>;
export const ZUpdatePortalAccountOutput = z.object({ account: ZPortalAccount, passwordChanged: z.boolean() });
export type TUpdatePortalAccountOutput = z.infer<typeof ZUpdatePortalAccountOutput>;

/** A user of the org, as its admin's list shows them (never a password). */
export const ZPortalOrgMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  squarePhotoURL: z.string(),
  isOrgAdmin: z.boolean(),
});
export type TPortalOrgMember = z.infer<typeof ZPortalOrgMember>;

/** The client's org, as the organization drawer shows it. */
export const ZPortalOrg = z.object({
  id: z.string(),
  name: z.string(),
  squarePhotoURL: z.string(),
  predefinedTags: z.array(z.string()),
  disallowAnyTags: z.boolean(),
  disableHandoff: z.boolean(),
  allowBilling: z.boolean(),
  settings: ZOrgSettings,
  members: z.array(ZPortalOrgMember),
  /** the viewer may change it (section 6: org admins edit the org's about and add users) */
  viewerIsOrgAdmin: z.boolean(),
});
export type TPortalOrg = z.infer<typeof ZPortalOrg>;

/**
 * What an org admin changes of its org: its about, predefined tags and switches. Its agents,
 * default access, layout and language (and Enable Billing, with client billing) stay the agency's.
 */
export const ZPortalOrgChanges = ZOrgChanges.pick({
  name: true,
  squarePhotoURL: true,
  predefinedTags: true,
  disallowAnyTags: true,
  disableHandoff: true,
  settings: true,
});
export type TPortalOrgChanges = z.infer<typeof ZPortalOrgChanges>;
export const ZPortalOrgOutput = z.object({ org: ZPortalOrg });
export type TPortalOrgOutput = z.infer<typeof ZPortalOrgOutput>;

/** `portal.addOrgUser`: a new user of the org (a blank password is generated, 15 characters). */
export const ZAddOrgUserInput = z.object({
  name: zClientName,
  email: zClientEmail,
  password: zClientPassword.optional(),
});
export type TAddOrgUserInput = z.input<typeof ZAddOrgUserInput>;
export const ZAddOrgUserOutput = z.object({ member: ZPortalOrgMember, password: z.string() });
export type TAddOrgUserOutput = z.infer<typeof ZAddOrgUserOutput>;

/** `portalAccount.createAgent`: New Agent in the portal (a client with allowCreateAgents). */
export const ZPortalCreateAgentInput = z.object({
  title: ZCreateAgentInput.shape.title,
  templateKey: zTemplateKey.default(DEFAULT_TEMPLATE_KEY),
});
export type TPortalCreateAgentInput = z.input<typeof ZPortalCreateAgentInput>;
export const ZPortalCreateAgentOutput = z.object({ agentId: z.string() });
export type TPortalCreateAgentOutput = z.infer<typeof ZPortalCreateAgentOutput>;

/** `portalAccount.setStatus`: the client's online/offline toggle (handoff counts online clients). */
export const ZClientStatusInput = z.object({ online: z.boolean() });
export type TClientStatusInput = z.infer<typeof ZClientStatusInput>;
export const ZClientStatusOutput = z.object({ online: z.boolean() });
export type TClientStatusOutput = z.infer<typeof ZClientStatusOutput>;

/** `portalAccount.sendFeedback`: the client's feedback, e-mailed to its agency. */
export const CLIENT_FEEDBACK_LIMITS = { messageMax: 2000 } as const;
export const ZClientFeedbackInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, PORTAL_FEEDBACK_MESSAGES.empty)
    .max(CLIENT_FEEDBACK_LIMITS.messageMax, PORTAL_FEEDBACK_MESSAGES.tooLong),
});
export type TClientFeedbackInput = z.infer<typeof ZClientFeedbackInput>;
export const ZClientFeedbackOutput = z.object({ message: z.string() });
export type TClientFeedbackOutput = z.infer<typeof ZClientFeedbackOutput>;
