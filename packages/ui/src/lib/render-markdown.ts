import MarkdownIt from "markdown-it";

/**
 * Markdown as safe HTML: raw HTML in the text is shown as text (never parsed), links go only to
 * http(s), mailto and relative addresses (markdown-it refuses javascript:, vbscript:, file: and
 * data: ones) and open in a new tab without the opener; images are not rendered.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });
markdown.disable(["image"]);

const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer nofollow");
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
