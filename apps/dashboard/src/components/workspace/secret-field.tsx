"use client";

import { Alert, Button } from "@parlo/ui";
import { WORKSPACE_MESSAGES } from "@parlo/validators";
import { useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { CopyButton } from "@parlo/ui/copy-button";
import { errorMessage } from "./error-message";
import { LazyDialog } from "@parlo/ui/lazy-dialog";

const DEFAULT_MASK = "vg_••••••••••••••••••••";

/**
 * A secret key, masked until asked for: Show and Copy fetch it from the server on demand (it is
 * never part of the page's HTML), Regenerate replaces it after a confirmation.
 */
export function SecretField({
  label,
  load,
  regenerate,
  regenerateDescription,
  mask = DEFAULT_MASK,
}: {
  /** e.g. "Workspace secret" or "Support Bot key" */
  label: string;
  load: () => Promise<string>;
  regenerate: () => Promise<string>;
  regenerateDescription: ReactNode;
  /** what stands in for the hidden value (its prefix and dots) */
  mask?: string;
}) {
  const valueId = useId();
  const hydrated = useHydrated();
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateError, setRegenerateError] = useState<string | null>(null);
  const valueRef = useRef<HTMLElement>(null);

  const fetchSecret = async (): Promise<string | null> => {
    if (secret !== null) return secret;
    setError(null);
    try {
      const value = await load();
      setSecret(value);
      return value;
    } catch (e) {
      setError(errorMessage(e, "Could not load the key. Please try again."));
      return null;
    }
  };

  const toggle = async () => {
    if (shown) {
      setShown(false);
      return;
    }
    setLoading(true);
    const value = await fetchSecret();
    setLoading(false);
    if (value !== null) setShown(true);
  };

  const selectValue = () => {
    const node = valueRef.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    selection.selectAllChildren(node);
  };

  const onRegenerate = async () => {
    setRegenerating(true);
    setRegenerateError(null);
    try {
      const value = await regenerate();
      setSecret(value);
      setShown(true);
      setConfirming(false);
      setNotice(WORKSPACE_MESSAGES.secretRegenerated);
    } catch (e) {
      setRegenerateError(errorMessage(e, "Could not regenerate the key. Please try again."));
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          id={valueId}
          ref={valueRef}
          aria-label={shown ? label : `${label} (hidden)`}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-input bg-muted/50 px-3 py-2 font-mono text-sm break-all"
        >
          {shown && secret !== null ? secret : mask}
        </code>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            className="min-w-16"
            loading={loading}
            disabled={!hydrated}
            aria-pressed={shown}
            aria-controls={valueId}
            aria-label={`${shown ? "Hide" : "Show"} ${label}`}
            onClick={() => void toggle()}
          >
            {shown ? "Hide" : "Show"}
          </Button>
          <CopyButton
            value={fetchSecret}
            disabled={!hydrated}
            aria-label={`Copy ${label}`}
            onFailure={() => {
              setShown(true);
              requestAnimationFrame(selectValue);
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10"
            aria-label={`Regenerate ${label}`}
            disabled={!hydrated}
            onClick={() => {
              setRegenerateError(null);
              setConfirming(true);
            }}
          >
            Regenerate
          </Button>
        </div>
      </div>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      <LazyDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={regenerating}
        title={`Regenerate ${label}?`}
        description={regenerateDescription}
      >
        {regenerateError ? <Alert variant="error">{regenerateError}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={regenerating}>
            Cancel
          </Button>
          <Button variant="destructive" loading={regenerating} onClick={() => void onRegenerate()}>
            Regenerate key
          </Button>
        </div>
      </LazyDialog>
    </div>
  );
}
