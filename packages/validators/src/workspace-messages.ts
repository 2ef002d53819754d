import { switchingRegionMessage } from "./switching-region-message";

/** The spec's workspace, invitation and session messages (agency-shell-dashboards.md sections 5 and 8). */
export const WORKSPACE_MESSAGES = {
  invalidEmail: "Please enter a valid email",
  inviteYourself: "You can't invite yourself lol",
  seatsFull: "You have reached the maximum number of seats.",
  joinNoSeats: "Failed to add user to workspace, workspace does not have enough seats.",
  alreadyMember: "This person is already a member of the workspace.",
  invited: (email: string) => `Successfully invited ${email}`,
  inviteFailed: (email: string) => `Failed to invite ${email}`,
  nameRequired: "Please enter a workspace name.",
  removeYourself: "You cannot remove yourself from the workspace.",
  removeOwner: "The workspace owner cannot be removed.",
  saved: "Successfully saved workspace data.",
  saveFailed: "Failed to save workspace.",
  deleted: "Successfully deleted workspace.",
  deleteFailed: "Failed to delete workspace.",
  mainNotDeletable: "Your main workspace cannot be deleted.",
  deleteConfirmMismatch: "Type the workspace name to confirm.",
  notFound: "Workspace not found",
  inviteInvalid: "This invitation is no longer valid. Ask for a new one.",
  inviteOtherEmail: (email: string) => `This invitation was sent to ${email}. Sign in with that e-mail to accept it.`,
  switchingRegion: switchingRegionMessage,
  secretRegenerated: "A new secret was generated. The old one no longer works.",
  apiKeysHidden: "Only the workspace owner, or a member they allow, can see agents' API keys.",
  keysRotated: (count: number) =>
    count === 1 ? "Rotated 1 key. The old one no longer works." : `Rotated ${count} keys. The old ones no longer work.`,
} as const;

/** Permission strings a workspace owner can give a member (the spec's usersPerms). */
export const MEMBER_PERMISSIONS = {
  /** see and rotate agents' SECRET_API_KEY on the Credentials page (the workspace secret stays the owner's) */
  apiKeys: "api_keys",
} as const;

/** Default workspace seats from the plan limits (WORKSPACE_SEATS), before the custom-plan extra. */
export const DEFAULT_WORKSPACE_SEATS = 2;
/** Invitation links stay valid for 7 days. */
export const INVITATION_TTL_DAYS = 7;
