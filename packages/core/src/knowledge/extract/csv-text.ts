import { normalizeText } from "./decode-text";

/** The delimiter of the header line: comma, semicolon or tab, whichever appears most (outside quotes). */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === "\n" && !quoted) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ",";
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** RFC 4180 rows: quoted fields may hold delimiters, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/\r\n?/g, "\n");
  const delimiter = delimiterOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (char === delimiter) {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim()));
}

/**
 * A CSV file as text: the first row names the columns and every other row becomes a paragraph of
 * "column: value" lines (empty values left out), so each record stays together in one chunk.
 */
export function csvText(text: string): string {
  const [header, ...rows] = parseCsv(text);
  if (!header) return "";
  const names = header.map((name, index) => name.trim() || `Column ${index + 1}`);
  const records = rows.map((cells) =>
    cells
      .map((cell, index) => {
        const value = cell.replace(/\s+/g, " ").trim();
        return value ? `${names[index] ?? `Column ${index + 1}`}: ${value}` : "";
      })
      .filter(Boolean)
      .join("\n"),
  );
  return normalizeText(records.filter(Boolean).join("\n\n"));
}
