"use client";

import { Alert, Badge, Button, Spinner } from "@parlo/ui";
import { DOMAIN_MESSAGES, type TCustomDomainState, type TRegion } from "@parlo/validators";
import { useState } from "react";
import { DnsEmailDialog } from "./dns-email-dialog";
import { CUSTOM_DOMAIN_RECORD_COLUMNS, DnsRecords } from "./dns-records";
import { useCustomDomainStatus } from "./use-custom-domain-status";

const HOW_TO = [
  "Sign in to the company where the domain's DNS is managed (your registrar, Cloudflare, ...).",
  "Open the DNS settings of the root domain and add a record with the Type, Name and Value below.",
  "Leave TTL at its default (Auto). With Cloudflare, keep the record DNS only (grey cloud).",
  "Come back here: this panel checks every few seconds and turns green on its own.",
];

/** A custom domain after Verify: its records, verification and live lines, and Delete / Cancel. */
export function CustomDomainPanel({
  scope,
  domain,
  removing,
  onRemove,
}: {
  scope: { region: TRegion; workspaceId: string };
  domain: TCustomDomainState;
  removing: boolean;
  onRemove: () => void;
}) {
  const status = useCustomDomainStatus(scope, domain.host);
  const verified = status?.verified ?? domain.verified;
  const live = status?.live ?? false;
  const [howTo, setHowTo] = useState(false);
  const [emailing, setEmailing] = useState(false);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="custom-domain-panel">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-medium">{domain.host}</span>
        {live ? (
          <Badge variant="success">{DOMAIN_MESSAGES.live}</Badge>
        ) : verified ? (
          <Badge variant="secondary">{DOMAIN_MESSAGES.verified}</Badge>
        ) : (
          <Badge variant="warning">Pending DNS</Badge>
        )}
      </div>

      <div className="flex flex-col gap-2">
        {verified ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
            {DOMAIN_MESSAGES.verified}
          </p>
        ) : (
          <Alert variant="info">{DOMAIN_MESSAGES.notVerified}</Alert>
        )}
        {verified && !live ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> {DOMAIN_MESSAGES.generatingSsl}
          </p>
        ) : null}
        {live ? (
          <p role="status" className="text-sm">
            Your client portal is live at{" "}
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={domain.url}
              target="_blank"
              rel="noreferrer"
            >
              {domain.url}
            </a>
          </p>
        ) : null}
      </div>

      {!verified ? (
        <>
          <DnsRecords
            records={domain.records}
            columns={CUSTOM_DOMAIN_RECORD_COLUMNS}
            emptyText="No records."
            testIds={{ record: "custom-domain-record", empty: "custom-domain-no-records" }}
          />
          <div className="flex flex-col gap-2">
            <button
              type="button"
              className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-expanded={howTo}
              onClick={() => setHowTo((open) => !open)}
            >
              How to add records
            </button>
            {howTo ? (
              <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
                {HOW_TO.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : null}
          </div>
        </>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {!verified ? (
          <Button variant="outline" onClick={() => setEmailing(true)}>
            Email Your Developer
          </Button>
        ) : null}
        <Button variant={verified ? "destructive" : "ghost"} onClick={onRemove} disabled={removing}>
          {removing ? "Removing..." : verified ? "Delete Domain" : "Cancel"}
        </Button>
      </div>
      {emailing ? <DnsEmailDialog scope={scope} onClose={() => setEmailing(false)} /> : null}
    </div>
  );
}
