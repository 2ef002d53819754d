"use client";

import type { ReactNode } from "react";
import { TRPCReactProvider } from "./react";

/**
 * React Query + tRPC for the pages whose forms use its hooks (sign-in, workspace settings,
 * credentials, join, onboarding). The shell and the agent pages call the API through the lazily
 * loaded client instead, which keeps React Query out of their first load.
 */
export function WithReactQuery({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
