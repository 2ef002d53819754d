"use client";

import { Alert, Button } from "@parlo/ui";
import { AGENCY_MESSAGES, type TAgencyAdminLinkOutput, type TRegion } from "@parlo/validators";
import { useState } from "react";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import { CopyButton } from "@parlo/ui/copy-button";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { loadAdminLink, regenerateAgencySecret } from "./agency-api";
import { displayMagicLink } from "./magic-link";
import { SettingsCard } from "./settings-card";

const SECRET_MASK = "•".repeat(25);
const LINK_MASK = "https://… (hidden)";

/**
 * The agency secret and the admin magic link made from it (shown once the agency exists). Both are
 * fetched only when asked for (Show or Copy), never part of the page; Regenerate replaces the
 * secret after a confirmation, which ends every link made with the old one.
 */
export function AgencyAdminAccess({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const scope = { region, workspaceId };
  const [access, setAccess] = useState<TAgencyAdminLinkOutput | null>(null);
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateError, setRegenerateError] = useState<string | null>(null);

  const fetchAccess = async (): Promise<TAgencyAdminLinkOutput | null> => {
    if (access) return access;
    setError(null);
    try {
      const loaded = await loadAdminLink(scope);
      setAccess(loaded);
      return loaded;
    } catch (failure) {
      setError(callErrorMessage(failure, "Could not load the secret. Please try again."));
      return null;
    }
  };

  const toggle = async () => {
    if (shown) return setShown(false);
    setLoading(true);
    const loaded = await fetchAccess();
    setLoading(false);
    if (loaded) setShown(true);
  };

  const regenerate = async () => {
    setRegenerating(true);
    setRegenerateError(null);
    try {
      setAccess(await regenerateAgencySecret(scope));
      setShown(true);
      setConfirming(false);
      setNotice(AGENCY_MESSAGES.secretRegenerated);
    } catch (failure) {
      setRegenerateError(callErrorMessage(failure, "Could not regenerate the secret. Please try again."));
    } finally {
      setRegenerating(false);
    }
  };

  const visible = shown && access !== null;
  return (
    <SettingsCard
      title="Secret and admin link"
      description="The admin link signs you into your client portal as the agency's admin. Keep both private."
    >
      <div className="flex flex-col gap-1.5">
        <span id="agency-secret-label" className="text-sm font-medium">
          Secret
        </span>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            aria-labelledby="agency-secret-label"
            data-testid="agency-secret"
            className="min-h-10 min-w-0 flex-1 rounded-md border border-input bg-muted/50 px-3 py-2 font-mono text-sm break-all"
          >
            {visible ? access.secret : SECRET_MASK}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              className="min-w-16"
              loading={loading}
              aria-pressed={shown}
              onClick={() => void toggle()}
            >
              {shown ? "Hide" : "Show"}
            </Button>
            <CopyButton value={async () => (await fetchAccess())?.secret ?? null} aria-label="Copy secret" />
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10"
              onClick={() => {
                setRegenerateError(null);
                setConfirming(true);
              }}
            >
              Regenerate
            </Button>
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <span id="agency-magic-link-label" className="text-sm font-medium">
          Admin magic link
        </span>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <code
            aria-labelledby="agency-magic-link-label"
            data-testid="agency-magic-link"
            className="max-h-32 min-h-10 min-w-0 flex-1 overflow-y-auto rounded-md border border-input bg-muted/50 px-3 py-2 font-mono text-xs break-all"
          >
            {visible ? displayMagicLink(access.magicLink) : LINK_MASK}
          </code>
          <div className="flex">
            <CopyButton
              value={async () => (await fetchAccess())?.magicLink ?? null}
              aria-label="Copy admin magic link"
            />
          </div>
        </div>
      </div>

      {error ? <Alert variant="error">{error}</Alert> : null}
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      <LazyDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={regenerating}
        role="alertdialog"
        title="Regenerate the agency secret?"
        description="Admin links made with the current secret stop working at once."
      >
        {regenerateError ? <Alert variant="error">{regenerateError}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={regenerating}>
            Cancel
          </Button>
          <Button variant="destructive" loading={regenerating} onClick={() => void regenerate()}>
            Regenerate secret
          </Button>
        </div>
      </LazyDialog>
    </SettingsCard>
  );
}
