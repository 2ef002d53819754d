/** Leading bytes of common binary formats: a file with these is not text whatever its name says. */
const BINARY_MAGIC: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // zip (docx, xlsx, ...)
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x1f, 0x8b], // gzip
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2 (old .doc / .xls)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
];

export function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

const hasUtf16Bom = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);

/** A known binary format, or NUL / many control bytes near the start (UTF-16 with a BOM is text). */
export function looksBinary(bytes: Uint8Array): boolean {
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic))) return true;
  if (hasUtf16Bom(bytes)) return false;
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return sample.length > 0 && control / sample.length > 0.1;
}

/** Text bytes as a string: UTF-8 (BOM dropped), UTF-16 with a BOM, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Control characters other than tab, line feed and carriage return (and DEL). */
function isStrayControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

function withoutControlCharacters(text: string): string {
  let out = "";
  let from = 0;
  for (let index = 0; index < text.length; index++) {
    if (!isStrayControl(text.charCodeAt(index))) continue;
    out += text.slice(from, index);
    from = index + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Line ends as "\n", trailing spaces and control characters gone, at most one blank line in a row. */
export function normalizeText(text: string): string {
  return withoutControlCharacters(text.replace(/\r\n?/g, "\n"))
    .split("\n")
    .map((line) => line.replace(/\s+$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
