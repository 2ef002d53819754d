import type { Db } from "@parlo/db";

/** The client an interactive transaction hands to its callback. */
export type DbTx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
