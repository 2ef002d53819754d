import { randomInt } from "node:crypto";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Uploaded file names are a random 8-character prefix plus the extension. */
export const RANDOM_FILE_NAME_LENGTH = 8;

/** A fresh file name: 8 random letters and digits, a dot and the (lower-case) extension. */
export function randomFileName(ext: string): string {
  const clean = ext.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(clean)) throw new Error(`Unsupported file extension: "${ext}"`);
  let name = "";
  for (let i = 0; i < RANDOM_FILE_NAME_LENGTH; i++) name += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${name}.${clean}`;
}
