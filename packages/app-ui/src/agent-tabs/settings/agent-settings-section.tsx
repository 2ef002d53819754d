"use client";

import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import type { SettingsFormProps } from "./settings-form";
import { SettingsSkeleton } from "./settings-skeleton";

// the form (react-hook-form, the resolver, the field definitions) loads after the page
const SettingsForm = lazy(() => import("./settings-form").then((m) => ({ default: m.SettingsForm })));

/** A Settings section: a skeleton in the page's first load, then its form. */
export function AgentSettingsSection(props: SettingsFormProps) {
  return (
    <AfterMount fallback={<SettingsSkeleton />}>
      <SettingsForm key={props.section} {...props} />
    </AfterMount>
  );
}
export type { SettingsFormProps } from "./settings-form";
