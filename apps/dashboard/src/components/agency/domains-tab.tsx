"use client";

import { Button, Input, Label } from "@parlo/ui";
import type { TAgency, TRegion, TWhitelabelAccess } from "@parlo/validators";
import { useState } from "react";
import { ComingNote } from "./coming-note";
import { SettingsCard } from "./settings-card";
import { WhitelabelUpsell } from "./whitelabel-upsell";

/** A domain as the spec wants it typed: lower case, no spaces. */
const domainText = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/**
 * Domains: the product sub-domain and, with the whitelabel add-on, a custom domain. Connecting a
 * domain (Verify, DNS instructions) comes in a later release: the fields show their real frame and
 * say so; nothing typed here is saved.
 */
export function DomainsTab({
  region,
  workspaceId,
  agency,
  whitelabel,
  onTrialStarted,
}: {
  region: TRegion;
  workspaceId: string;
  agency: TAgency | null;
  whitelabel: TWhitelabelAccess;
  onTrialStarted: (trialEndsAt: Date) => void;
}) {
  const [subDomain, setSubDomain] = useState(agency?.VGsubDomain ?? "");
  const [customDomain, setCustomDomain] = useState(agency?.customDomain ?? "");
  const root = typeof window === "undefined" ? "" : window.location.hostname;

  return (
    <div className="flex flex-col gap-5">
      <ComingNote>
        Domain connection arrives in an upcoming release. Until then your client portal is not served on a domain of
        your own, and nothing typed on this tab is saved.
      </ComingNote>

      <SettingsCard title="Product sub-domain" description="A free address for your client portal on our domain.">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="agency-subdomain">Sub-domain</Label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-2">
              <Input
                id="agency-subdomain"
                value={subDomain}
                placeholder="youragency"
                disabled
                className="min-w-0 flex-1"
                onChange={(event) => setSubDomain(domainText(event.target.value))}
              />
              <span className="shrink-0 text-sm text-muted-foreground">.{root}</span>
            </div>
            <Button disabled>Verify</Button>
          </div>
        </div>
      </SettingsCard>

      <SettingsCard
        title="Custom domain"
        description="Serve the client portal on your own domain, e.g. app.youragency.com."
      >
        {whitelabel.active ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="agency-custom-domain">Custom domain</Label>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Input
                id="agency-custom-domain"
                value={customDomain}
                placeholder="app.youragency.com"
                autoComplete="off"
                spellCheck={false}
                className="min-w-0 flex-1"
                aria-describedby="agency-custom-domain-help"
                onChange={(event) => setCustomDomain(domainText(event.target.value))}
              />
              <Button disabled>Verify</Button>
            </div>
            <p id="agency-custom-domain-help" className="text-xs text-muted-foreground">
              Use a sub-domain of a domain you own. Verify and the DNS records to add arrive in an upcoming release.
            </p>
          </div>
        ) : (
          <WhitelabelUpsell
            region={region}
            workspaceId={workspaceId}
            feature="Connect your own domain"
            whitelabel={whitelabel}
            onTrialStarted={onTrialStarted}
          />
        )}
      </SettingsCard>
    </div>
  );
}
