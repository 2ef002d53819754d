import "server-only";
import { createAuthOptions, getSessionInfo } from "@parlo/auth";
import type { NextAuthOptions } from "next-auth";
import { env } from "@/env";
import { getDeps } from "./deps";

let authOptions: NextAuthOptions | undefined;

/** next-auth options, built on first use. */
export function getAuthOptions(): NextAuthOptions {
  authOptions ??= createAuthOptions({ deps: getDeps(), secret: env.NEXTAUTH_SECRET, dashboardUrl: env.NEXTAUTH_URL });
  return authOptions;
}

/** The signed-in user of this request, or null. */
export const getSession = () => getSessionInfo(getAuthOptions());
