import { CLIENT_PAGE_KEYS, isClientPageKey, type TClientPageKey } from "@parlo/validators";

/** The known pages of a list, each once, in the list's order (the form holds plain strings). */
export function pageKeys(list: readonly string[]): TClientPageKey[] {
  const keys: TClientPageKey[] = [];
  for (const item of list) if (isClientPageKey(item) && !keys.includes(item)) keys.push(item);
  return keys;
}

/**
 * The tab order of the pages a client may open: the saved order first (pages no longer given are
 * left out), then the other given pages in the Client Access panel's order. An empty saved order
 * is the panel's order.
 */
export function orderedPages(access: readonly string[], order: readonly string[]): TClientPageKey[] {
  const given = new Set(pageKeys(access));
  const first = pageKeys(order).filter((key) => given.has(key));
  return [...first, ...CLIENT_PAGE_KEYS.filter((key) => given.has(key) && !first.includes(key))];
}

/** A page given (added at the end) or taken away, the other pages kept in their order. */
export function withPage(access: readonly string[], key: TClientPageKey, on: boolean): TClientPageKey[] {
  const keys = pageKeys(access).filter((page) => page !== key);
  return on ? [...keys, key] : keys;
}

/** The same pages, whatever their order. */
export function samePages(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(pageKeys(a));
  const right = new Set(pageKeys(b));
  return left.size === right.size && [...left].every((key) => right.has(key));
}

/** The list with the item at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const next = [...list];
  const item = next[index];
  const other = next[target];
  if (item === undefined || other === undefined) return next;
  next[index] = other;
  next[target] = item;
  return next;
}
