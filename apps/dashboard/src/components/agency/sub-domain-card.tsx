"use client";

import { Button, FieldError, Input, Label } from "@parlo/ui";
import { domainText } from "@parlo/tenancy";
import type { TAgencyDomainsOutput } from "@parlo/validators";
import { useState } from "react";
import { SettingsCard } from "./settings-card";

/**
 * The product sub-domain: the label typed lower-case without spaces, the root shown after it;
 * Verify claims it (at once: the product answers on every name under its root), then it stays
 * locked with its address until Cancel.
 */
export function SubDomainCard({
  state,
  disabled,
  busy,
  error,
  onVerify,
  onCancel,
}: {
  state: TAgencyDomainsOutput;
  disabled: boolean;
  busy: boolean;
  error: string | null;
  onVerify: (label: string) => void;
  onCancel: () => void;
}) {
  const current = state.subDomain;
  const suffix = `.${state.rootDomain}`;
  const [label, setLabel] = useState(current ? current.host.slice(0, -suffix.length) : "");
  const locked = Boolean(current?.verified);

  return (
    <SettingsCard title="Product sub-domain" description="A free address for your client portal on our domain.">
      {/* not a form: the agency page's form around the tabs must not submit (Save) from here */}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="agency-subdomain">Sub-domain</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <Input
              id="agency-subdomain"
              value={label}
              placeholder="youragency"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled || locked || busy}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "agency-subdomain-error" : undefined}
              className="min-w-0 flex-1"
              onChange={(event) => setLabel(domainText(event.target.value))}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                if (label && !locked && !busy) onVerify(label);
              }}
            />
            <span className="max-w-[45%] shrink-0 truncate text-sm text-muted-foreground">{suffix}</span>
          </div>
          {locked ? (
            <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : (
            <Button type="button" onClick={() => onVerify(label)} disabled={disabled || busy || !label}>
              {busy ? "Verifying..." : "Verify"}
            </Button>
          )}
        </div>
        <FieldError id="agency-subdomain-error">{error}</FieldError>
        {current?.verified ? (
          <p role="status" className="text-sm">
            Your client portal answers at{" "}
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={current.url}
              target="_blank"
              rel="noreferrer"
            >
              {current.url}
            </a>
          </p>
        ) : null}
      </div>
    </SettingsCard>
  );
}
