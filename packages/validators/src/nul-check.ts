/** Whether a text holds a NUL character (see nul-text.ts); free of zod, for the chat bundle. */
export const INPUT_MESSAGES = {
  nulCharacter: "Text must not contain NUL characters.",
} as const;

const NUL = "\u0000";

/** Whether a string holds a NUL character. */
export function hasNul(value: string): boolean {
  return value.includes(NUL);
}
