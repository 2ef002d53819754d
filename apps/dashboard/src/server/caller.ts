import "server-only";
import { createApiContext, createCaller } from "@parlo/api";
import { getSession } from "./auth";
import { getDeps } from "./deps";

/** Calls the API routers from server components as the signed-in user. */
export async function serverCaller() {
  return createCaller(await createApiContext({ deps: getDeps(), session: await getSession() }));
}
