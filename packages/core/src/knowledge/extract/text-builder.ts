/**
 * Collects extracted text as paragraphs (separated by a blank line) made of lines. Inline text has
 * its whitespace collapsed; `line()` ends the current line and `paragraph()` the current paragraph,
 * so block elements, list items and table rows come out as readable lines.
 */
export class TextBuilder {
  private readonly paragraphs: string[] = [];
  private lines: string[] = [];
  private current = "";

  /** Inline text: runs of whitespace become one space. */
  inline(text: string): void {
    const collapsed = text.replace(/\s+/g, " ");
    if (!collapsed) return;
    if (collapsed === " ") {
      if (this.current && !this.current.endsWith(" ")) this.current += " ";
      return;
    }
    if (this.current.endsWith(" ") && collapsed.startsWith(" ")) this.current += collapsed.slice(1);
    else this.current += collapsed;
  }

  /** Text whose line breaks count (pre, code blocks). */
  preformatted(text: string): void {
    const lines = text.replace(/\r\n?/g, "\n").split("\n");
    lines.forEach((value, index) => {
      if (index > 0) this.line();
      this.current += value.replace(/\s+$/, "");
    });
  }

  line(): void {
    const value = this.current.trim();
    if (value) this.lines.push(value);
    this.current = "";
  }

  paragraph(): void {
    this.line();
    if (this.lines.length > 0) this.paragraphs.push(this.lines.join("\n"));
    this.lines = [];
  }

  /** The text so far on one line (for table cells). */
  flat(): string {
    this.paragraph();
    return this.paragraphs.join(" ").replace(/\s+/g, " ").trim();
  }

  result(): string {
    this.paragraph();
    return this.paragraphs.join("\n\n");
  }
}
