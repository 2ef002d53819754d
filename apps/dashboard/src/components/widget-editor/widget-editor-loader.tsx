"use client";

import { lazy, type ReactNode } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import type { WidgetEditorProps } from "./widget-editor";

// the editor (palette maths, schemas, the assistant, the preview) loads after the page, not with its first load
const WidgetEditor = lazy(() => import("./widget-editor").then((m) => ({ default: m.WidgetEditor })));

/**
 * The Widget tab's editor, rendered after hydration; `fallback` (the server-rendered skeleton)
 * shows until its code has arrived.
 */
export function WidgetEditorLoader({ fallback, ...props }: WidgetEditorProps & { fallback: ReactNode }) {
  return (
    <AfterMount fallback={fallback}>
      <WidgetEditor {...props} />
    </AfterMount>
  );
}
