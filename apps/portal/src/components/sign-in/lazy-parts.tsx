"use client";

import { lazy } from "react";

/**
 * The code step's parts, shown only once a code was sent: loaded when first shown, so the sign-in
 * pages' first load stays small.
 */
export const LazyCodeField = lazy(() => import("./code-field").then((m) => ({ default: m.CodeField })));
export const LazyCodeActions = lazy(() => import("./code-actions").then((m) => ({ default: m.CodeActions })));
