"use client";

import { Button, type ButtonProps } from "./button";
import { useEffect, useState } from "react";

type CopyState = "idle" | "copying" | "copied" | "failed";

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a value (or one fetched on demand, like a secret) and says so for 2 seconds; the result
 * is also announced to screen readers.
 */
export function CopyButton({
  value,
  label = "Copy",
  onFailure,
  ...props
}: Omit<ButtonProps, "onClick" | "children" | "value"> & {
  value: string | (() => Promise<string | null>);
  label?: string;
  /** called when the clipboard refused, so the caller can show the value to copy by hand */
  onFailure?: () => void;
}) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state !== "copied" && state !== "failed") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState("copying");
    const text = typeof value === "string" ? value : await value();
    if (text === null) {
      setState("idle");
      return;
    }
    const copied = await copyToClipboard(text);
    setState(copied ? "copied" : "failed");
    if (!copied) onFailure?.();
  };

  return (
    <>
      <Button variant="outline" size="sm" loading={state === "copying"} onClick={copy} {...props}>
        {state === "copied" ? "Copied" : label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === "copied"
          ? "Copied to clipboard"
          : state === "failed"
            ? "Copy failed, select the text to copy it"
            : ""}
      </span>
    </>
  );
}
