import type { Region } from "@parlo/db";
import type { CoreDeps } from "../../deps";
import type { DomainDeps } from "./domain-deps";

/** What the periodic domain jobs need: the domain calls' deps, the mailer and the dashboard's address. */
export type DomainJobDeps = DomainDeps & Pick<CoreDeps, "mailer" | "brandName" | "dashboardUrl">;

/** The regions a run covers: the given ones, else every region of the databases. */
export function regionsOf(deps: Pick<CoreDeps, "db">, regions?: readonly Region[]): Region[] {
  return regions ? [...regions] : deps.db.all().map(([region]) => region);
}
