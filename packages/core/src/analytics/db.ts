import type { RegionalDb } from "@parlo/db";

/** One region's client. */
export type Db = ReturnType<RegionalDb["for"]>;
