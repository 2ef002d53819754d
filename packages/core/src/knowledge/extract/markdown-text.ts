import { normalizeText } from "./decode-text";

/**
 * Markdown as plain text with its structure: ATX headings ("## Title") are kept as they are (the
 * chunker splits on them) and setext headings (a line underlined with === or ---) become "# " /
 * "## " headings; images become their alt text, links their text; code fences and HTML comments
 * are dropped (the code stays). The title is the first level-1 heading, else the first heading.
 */
export function markdownText(markdown: string): { title: string; text: string } {
  const lines = normalizeText(markdown.replace(/<!--[\s\S]*?-->/g, "")).split("\n");
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const next = lines[index + 1] ?? "";
    if (/^\s*(```|~~~)/.test(line)) continue;
    if (line.trim() && !/^\s*#/.test(line) && /^\s*(=+|-{2,})\s*$/.test(next) && !/^\s*[-*+]\s/.test(line)) {
      out.push("", `${next.trim().startsWith("=") ? "#" : "##"} ${line.trim()}`, "");
      index++;
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      out.push("", `${heading[1]} ${heading[2]}`, "");
      continue;
    }
    out.push(
      line
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/<\/?[a-z][^>]*>/gi, ""),
    );
  }
  const text = normalizeText(out.join("\n"));
  const headings = [...text.matchAll(/^(#{1,6}) (.+)$/gm)];
  const first = headings.find((match) => match[1] === "#") ?? headings[0];
  return { title: first?.[2]?.trim() ?? "", text };
}
