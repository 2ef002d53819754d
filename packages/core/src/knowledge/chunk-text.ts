/** A passage of a page: its text and the heading in effect where it starts ("" before any). */
export interface TextChunk {
  heading: string;
  content: string;
}

interface Piece {
  text: string;
  /** what goes between this piece and the one before it in the same chunk */
  joiner: string;
  /** the length of the paragraph, line or sentence this piece starts (0 inside one) */
  group: number;
}

/** Ways to split text that is too long, strongest boundary first. */
const SPLITS: ReadonlyArray<{ split: (text: string) => string[]; joiner: string }> = [
  { split: (text) => text.split(/\n{2,}/), joiner: "\n\n" },
  { split: (text) => text.split("\n"), joiner: "\n" },
  { split: (text) => text.split(/(?<=[.!?…。！？])\s+/), joiner: " " },
  { split: (text) => text.split(/\s+/), joiner: " " },
];

const HEADING_LINE = /^(#{1,6})\s+(.+?)\s*$/;

/** The text cut into pieces of at most `max` characters at the strongest boundary that works. */
function pieces(text: string, max: number, level = 0, joiner = "\n\n", group = text.length): Piece[] {
  if (text.length <= max) return [{ text, joiner, group }];
  const rule = SPLITS[level];
  if (!rule) {
    // one word longer than a chunk: the only case cut mid-word
    const out: Piece[] = [];
    for (let start = 0; start < text.length; start += max) {
      const first = start === 0;
      out.push({ text: text.slice(start, start + max), joiner: first ? joiner : "", group: first ? group : 0 });
    }
    return out;
  }
  const parts = rule
    .split(text)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length <= 1) return pieces(text, max, level + 1, joiner, group);
  return parts.flatMap((part, index) =>
    index === 0 ? pieces(part, max, level + 1, joiner, group) : pieces(part, max, level + 1, rule.joiner, part.length),
  );
}

/** Sections of the text: each starts at a heading line ("# ..." to "###### ...") and runs to the next. */
function sections(text: string): Array<{ heading: string; body: string }> {
  const out: Array<{ heading: string; lines: string[] }> = [{ heading: "", lines: [] }];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const heading = HEADING_LINE.exec(line);
    if (heading?.[2]) out.push({ heading: heading[2], lines: [] });
    else out[out.length - 1]?.lines.push(line);
  }
  return out
    .map((section) => ({
      heading: section.heading,
      body: section.lines
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    }))
    .filter((section) => section.heading || section.body);
}

/** A section's pieces, its heading line (without "#" marks) kept together with the first piece. */
function sectionPieces(heading: string, body: string, max: number): Piece[] {
  if (!body) return pieces(heading, max);
  if (!heading) return pieces(body, max);
  const room = max - heading.length - 2;
  const whole = `${heading}\n\n${body}`;
  if (room < max / 2) return pieces(whole, max);
  const [first, ...rest] = pieces(body, max);
  if (!first) return pieces(heading, max);
  if (first.text.length <= room)
    return [{ ...first, text: `${heading}\n\n${first.text}`, group: whole.length }, ...rest];
  const [head, ...tail] = pieces(first.text, room, 1, first.joiner, first.group);
  if (!head) return pieces(whole, max);
  return [{ ...head, text: `${heading}\n\n${head.text}`, group: whole.length }, ...tail, ...rest];
}

/**
 * Cuts extracted text into chunks of at most `maxChunkSize` characters. Boundaries are preferred in
 * this order: headings (a section that does not fit in the rest of the current chunk starts a new
 * one; small sections are packed together), paragraphs and lines (one that does not fit whole starts
 * a new chunk once the current one is a quarter full), sentences, words; a word is cut only when it
 * is longer than a chunk by itself. Heading lines lose their "#" marks and stay with the text that
 * follows them; each chunk carries the heading in effect where it starts. No overlap between chunks:
 * every character is stored once, so the knowledge character count stays the page's text length.
 */
export function chunkText(text: string, maxChunkSize: number): TextChunk[] {
  const max = Math.max(1, Math.floor(maxChunkSize));
  const chunks: TextChunk[] = [];
  let heading = "";
  let content = "";
  const flush = () => {
    if (content.trim()) chunks.push({ heading, content: content.trim() });
    content = "";
  };
  for (const section of sections(text)) {
    const list = sectionPieces(section.heading, section.body, max);
    const sectionLength = list.reduce(
      (sum, piece, index) => sum + (index ? piece.joiner.length : 0) + piece.text.length,
      0,
    );
    if (content && content.length + 2 + sectionLength > max) flush();
    list.forEach((piece, index) => {
      const joiner = index === 0 ? "\n\n" : piece.joiner;
      const fits = content.length + joiner.length + piece.text.length <= max;
      const groupFits = content.length + joiner.length + piece.group <= max;
      const strong = joiner.includes("\n");
      if (content && fits && !(strong && !groupFits && content.length >= max / 4)) {
        content += joiner + piece.text;
      } else {
        flush();
        heading = section.heading;
        content = piece.text;
      }
    });
  }
  flush();
  return chunks;
}
