/**
 * A stylesheet of at least `bytes` bytes: `css` first (a theme's own rules), then the kind of
 * bulk real sites bundle after it (icon-font glyph rules, none of them used by the page) until
 * the size is reached. For the brand detection's size-cap tests.
 */
export function oversizedStylesheet(css: string, bytes: number): string {
  const parts = [css];
  let size = Buffer.byteLength(css);
  for (let glyph = 0; size < bytes; glyph++) {
    const rule = `.icon-glyph-${glyph}:before{content:"\\e${(glyph % 4096).toString(16).padStart(3, "0")}";color:#dc2626}\n`;
    parts.push(rule);
    size += Buffer.byteLength(rule);
  }
  return parts.join("");
}
