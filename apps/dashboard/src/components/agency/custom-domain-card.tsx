"use client";

import { Button, FieldError, Input, Label } from "@parlo/ui";
import { domainText } from "@parlo/tenancy";
import type { TAgencyDomainsOutput, TRegion, TWhitelabelAccess } from "@parlo/validators";
import { useState } from "react";
import { CustomDomainPanel } from "./custom-domain-panel";
import { SettingsCard } from "./settings-card";
import { WhitelabelUpsell } from "./whitelabel-upsell";

/** The custom domain (whitelabel add-on only): the field and Verify, then its panel. */
export function CustomDomainCard({
  scope,
  state,
  whitelabel,
  disabled,
  busy,
  error,
  onVerify,
  onRemove,
  onTrialStarted,
}: {
  scope: { region: TRegion; workspaceId: string };
  state: TAgencyDomainsOutput;
  whitelabel: TWhitelabelAccess;
  disabled: boolean;
  busy: boolean;
  error: string | null;
  onVerify: (domain: string) => void;
  onRemove: () => void;
  onTrialStarted: (trialEndsAt: Date) => void;
}) {
  const [domain, setDomain] = useState("");
  const current = state.customDomain;

  return (
    <SettingsCard
      title="Custom domain"
      description="Serve the client portal on your own domain, e.g. app.youragency.com."
    >
      {!whitelabel.active ? (
        <WhitelabelUpsell
          region={scope.region}
          workspaceId={scope.workspaceId}
          feature="Connect your own domain"
          whitelabel={whitelabel}
          onTrialStarted={onTrialStarted}
        />
      ) : current ? (
        <CustomDomainPanel scope={scope} domain={current} removing={busy} onRemove={onRemove} />
      ) : (
        // not a form: the agency page's form around the tabs must not submit (Save) from here
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="agency-custom-domain">Custom domain</Label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              id="agency-custom-domain"
              value={domain}
              placeholder="app.youragency.com"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled || busy}
              className="min-w-0 flex-1"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "agency-custom-domain-error" : "agency-custom-domain-help"}
              onChange={(event) => setDomain(domainText(event.target.value))}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                if (!busy) onVerify(domain);
              }}
            />
            <Button type="button" onClick={() => onVerify(domain)} disabled={disabled || busy}>
              {busy ? "Verifying..." : "Verify"}
            </Button>
          </div>
          <FieldError id="agency-custom-domain-error">{error}</FieldError>
          <p id="agency-custom-domain-help" className="text-xs text-muted-foreground">
            Use a sub-domain of a domain you own. Verify shows the DNS record to add.
          </p>
        </div>
      )}
    </SettingsCard>
  );
}
