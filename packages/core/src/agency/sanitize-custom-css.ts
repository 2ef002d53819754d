import { generate, parse, walk, type EnterOrLeaveFn } from "css-tree";

/** Properties that run code or load behaviour in old browsers. */
const BLOCKED_PROPERTIES = new Set(["behavior", "-moz-binding"]);
/** Functions that evaluated script in old browsers. */
const BLOCKED_FUNCTIONS = new Set(["expression", "javascript"]);
/** Unparsed text is kept only without functions, escapes, markup or script words. */
const UNVETTED_RAW = /[\\<(]|javascript|expression/i;
/** The only addresses url() may name: web and relative addresses, and inline images. */
const SAFE_URL = /^(?:https?:\/\/|\/|\.{0,2}\/|[A-Za-z0-9_.-]+(?:[/?#]|$)|data:image\/(?:png|jpeg|gif|webp|avif);)/i;

/**
 * An agency's custom CSS made safe to place inside a `<style>` element: parsed and written back
 * by css-tree (what does not parse is dropped), without url()s of other schemes (javascript:,
 * vbscript:, data: other than images), `expression()`, `behavior` and `-moz-binding`, and with
 * every `<` escaped so the text can never close its style element. It can restyle the page,
 * never leave its element or run script.
 */
export function sanitizeCustomCss(css: string): string {
  if (css.trim() === "") return "";
  let parseErrors = 0;
  const ast = parse(css, {
    parseValue: true,
    parseCustomProperty: true,
    onParseError: () => {
      parseErrors += 1;
    },
  });
  let dropped = 0;
  const enter: EnterOrLeaveFn = (node, item, list) => {
    // the root has no list; every node to drop sits in one
    const drop = () => {
      dropped += 1;
      if (list) list.remove(item);
    };
    if (node.type === "Raw" && UNVETTED_RAW.test(node.value)) drop();
    else if (node.type === "Declaration" && BLOCKED_PROPERTIES.has(node.property.toLowerCase())) drop();
    // a value css-tree could not parse is kept only when it holds no function, escape or markup
    else if (node.type === "Declaration" && node.value.type === "Raw" && UNVETTED_RAW.test(node.value.value)) drop();
    else if (node.type === "Function" && BLOCKED_FUNCTIONS.has(node.name.toLowerCase())) drop();
    else if (node.type === "Url" && !SAFE_URL.test(node.value.trim())) drop();
  };
  walk(ast, { enter });
  // CSS that parsed cleanly and needed nothing removed keeps the owner's own formatting
  if (parseErrors === 0 && dropped === 0 && !/[<\\]/.test(css)) return css;
  return generate(ast).replace(/</g, "\\3c ");
}
