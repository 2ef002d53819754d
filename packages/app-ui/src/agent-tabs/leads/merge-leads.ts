import type { TLeadRow } from "@parlo/validators";

/** Newest first, ties by id (the list's order). */
function newer(a: Pick<TLeadRow, "createdAt" | "id">, b: Pick<TLeadRow, "createdAt" | "id">): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
}

/**
 * The list after a fresh read of its first page: the fresh page replaces everything down to its
 * last row (new leads appear, deleted ones go), older rows loaded with "Load more" stay. A first
 * page that is the whole list (`complete`) replaces everything.
 */
export function mergeLeadPage(loaded: TLeadRow[], fresh: TLeadRow[], complete: boolean): TLeadRow[] {
  const last = fresh.at(-1);
  if (complete || !last) return complete ? fresh : loaded;
  const ids = new Set(fresh.map((row) => row.id));
  return [...fresh, ...loaded.filter((row) => !ids.has(row.id) && newer(last, row))];
}

/** Rows appended by "Load more", without duplicates. */
export function appendLeads(loaded: TLeadRow[], more: TLeadRow[]): TLeadRow[] {
  const ids = new Set(loaded.map((row) => row.id));
  return [...loaded, ...more.filter((row) => !ids.has(row.id))];
}

/** Whether two lists show the same rows (so a poll that changed nothing does not re-render). */
export function sameLeads(a: TLeadRow[], b: TLeadRow[]): boolean {
  return a.length === b.length && a.every((row, i) => row.id === b[i]?.id);
}
