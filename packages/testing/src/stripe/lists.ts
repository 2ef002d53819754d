import type Stripe from "stripe";
import { invalidRequest } from "./errors";
import type { Params } from "./params";

/** The parameters every list takes. */
export const LIST_PARAMS = ["limit", "starting_after", "ending_before", "created", "expand"] as const;

function createdFilter(params: Params): (created: number) => boolean {
  if (!params.has("created")) return () => true;
  const exact = params.string("created");
  if (exact !== undefined && exact !== "") {
    const value = params.integer("created");
    return (created) => created === value;
  }
  const range = params.object("created");
  if (!range) return () => true;
  range.allow(["gt", "gte", "lt", "lte"]);
  const gt = range.integer("gt");
  const gte = range.integer("gte");
  const lt = range.integer("lt");
  const lte = range.integer("lte");
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

/** One page of a list (items newest first), with limit, starting_after, ending_before and created. */
export function listPage<T extends { id?: string; created?: number }>(
  items: T[],
  params: Params,
  url: string,
): Stripe.ApiList<T> {
  const limit = params.integer("limit") ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest("This value must be greater than or equal to 1 and less than or equal to 100.", {
      param: "limit",
    });
  }
  const inRange = createdFilter(params);
  let rows = items.filter((item) => item.created === undefined || inRange(item.created));
  const after = params.string("starting_after");
  const before = params.string("ending_before");
  if (after) {
    const index = rows.findIndex((item) => item.id === after);
    if (index < 0)
      throw invalidRequest(`No such object: '${after}'`, { code: "resource_missing", param: "starting_after" });
    rows = rows.slice(index + 1);
    return { object: "list", data: rows.slice(0, limit), has_more: rows.length > limit, url };
  }
  if (before) {
    const index = rows.findIndex((item) => item.id === before);
    if (index < 0)
      throw invalidRequest(`No such object: '${before}'`, { code: "resource_missing", param: "ending_before" });
    rows = rows.slice(0, index);
    return { object: "list", data: rows.slice(Math.max(0, rows.length - limit)), has_more: rows.length > limit, url };
  }
  return { object: "list", data: rows.slice(0, limit), has_more: rows.length > limit, url };
}
