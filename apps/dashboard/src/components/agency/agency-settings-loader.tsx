"use client";

import { lazy, type ReactNode } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import type { AgencySettingsProps } from "./agency-settings";

// the form, its schema, the editors and the preview load after the page, not with its first load
const AgencySettings = lazy(() => import("./agency-settings").then((m) => ({ default: m.AgencySettings })));

/** The agency settings, rendered after hydration; `fallback` (the server-rendered skeleton) shows until their code arrives. */
export function AgencySettingsLoader({ fallback, ...props }: AgencySettingsProps & { fallback: ReactNode }) {
  return (
    <AfterMount fallback={fallback}>
      <AgencySettings {...props} />
    </AfterMount>
  );
}
