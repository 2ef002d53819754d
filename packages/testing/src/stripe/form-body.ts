/**
 * Stripe's request parameters: form-encoded bodies and query strings with bracket nesting
 * (`items[0][price]=price_1`, `metadata[workspaceId]=w1`, `expand[]=customer`). Every value is a
 * string; nesting gives maps, whose numeric keys make lists (see Params.list).
 */
export type Param = string | ParamMap;
export interface ParamMap {
  [key: string]: Param;
}

/** `a[b][0]` -> ["a", "b", "0"]; `expand[]` -> ["expand", ""] (the next index). */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const [, head = "", brackets = ""] = match;
  const rest = [...brackets.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? "");
  return [head, ...rest];
}

export class FormError extends Error {}

export function parseForm(text: string): ParamMap {
  const root: ParamMap = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    if (!path) throw new FormError(`Invalid parameter name: ${key}`);
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === "object") {
        node = next;
        return;
      }
      if (typeof next === "string" && next !== "") throw new FormError(`Invalid parameter: ${key}`);
      const created: ParamMap = {};
      node[name] = created;
      node = created;
    });
  }
  return root;
}
