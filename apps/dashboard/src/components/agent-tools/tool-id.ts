const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new tool's id: `tool_` and 8 random letters or digits (ZAgentTool allows letters, digits, - and _). */
export function newToolId(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(8);
  let suffix = "";
  for (const byte of bytes) suffix += ALPHABET[byte % ALPHABET.length];
  return `tool_${suffix}`;
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}
