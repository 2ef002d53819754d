import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Random alphanumeric string from a cryptographic source. */
export function randomString(length: number, alphabet: string = ALPHABET): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Workspace (and user) id: 15 characters. */
export const newWorkspaceId = () => randomString(15);
/** Agent ID: 16 characters. */
export const newAgentId = () => randomString(16);
/** workspaceSecret and agent SECRET_API_KEY: 'vg_' + 20 characters. */
export const newSecretKey = () => `vg_${randomString(20)}`;
/** Agency secret: 25 characters. */
export const newAgencySecret = () => randomString(25);
/** Personal workspace name: 'Personal' + 5 characters. */
export const newPersonalWorkspaceName = () => `Personal${randomString(5)}`;
/** Org / client ids. */
export const newEntityId = () => randomString(20);
