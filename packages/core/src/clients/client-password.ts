import { hash, verify } from "@node-rs/argon2";
import { randomString } from "@parlo/db";

/** Length of the dashboard password a new client gets when none is typed (section 9). */
export const CLIENT_PASSWORD_LENGTH = 15;

/** A new client's dashboard password: 15 random letters and digits, shown to the owner once. */
export const newClientPassword = (): string => randomString(CLIENT_PASSWORD_LENGTH);

/** The stored form of a client's password: Argon2id (salted, the library's recommended cost). */
export function hashClientPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Whether `password` is the one `storedHash` was made from. A malformed or empty hash is simply
 * no match, so a client without a usable password cannot sign in with one.
 */
export async function verifyClientPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash || !password) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
