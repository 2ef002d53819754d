import "server-only";
import { createAuthOptions, getSessionInfo } from "@parlo/auth";
import { env } from "@/env";
import { deps } from "./deps";

export const authOptions = createAuthOptions({ deps, secret: env.NEXTAUTH_SECRET, dashboardUrl: env.NEXTAUTH_URL });

/** The signed-in user of this request, or null. */
export const getSession = () => getSessionInfo(authOptions);
