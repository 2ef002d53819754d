"use client";

import { Alert, Button, FieldError, Input, Label, Skeleton } from "@parlo/ui";
import { DOMAIN_MESSAGES, EMAIL_DOMAIN_MESSAGES, type TEmailDomainOutput, type TRegion } from "@parlo/validators";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { DeleteEmailDomainButton } from "./delete-email-domain-button";
import {
  addEmailDomain,
  deleteEmailDomain,
  loadEmailDomain,
  refreshEmailDomain,
  verifyEmailDomain,
} from "./email-domain-api";
import { DnsRecords, EMAIL_RECORD_COLUMNS, EmailDomainStatusBadge } from "./dns-records";
import { SettingsCard } from "./settings-card";
import { emailDomainPolls, useEmailDomainPoll } from "./use-email-domain-poll";

/** A domain as the spec wants it typed: lower case, no spaces. */
const domainText = (value: string) => value.toLowerCase().replace(/\s+/g, "");

/**
 * Email: the agency's sending domain. Add a root domain, enter the DNS records the e-mail API
 * asks for, Verify DNS Records (pending, checked every 5 s until verified), Delete Domain after a
 * confirmation. Without an e-mail API on this installation the tab says so.
 */
export function EmailTab({
  region,
  workspaceId,
  agencySaved,
}: {
  region: TRegion;
  workspaceId: string;
  /** the agency exists (its first save is done) */
  agencySaved: boolean;
}) {
  const toast = useToast();
  const [state, setState] = useState<TEmailDomainOutput | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [input, setInput] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"add" | "verify" | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setState(await loadEmailDomain({ region, workspaceId }));
    } catch {
      setLoadFailed(true);
    }
  }, [region, workspaceId]);
  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(async () => {
    const next = await refreshEmailDomain({ region, workspaceId });
    setState(next);
    if (next.status === "verified") toast(DOMAIN_MESSAGES.emailDomainVerified, "success", 3000);
  }, [region, workspaceId, toast]);
  useEmailDomainPoll(emailDomainPolls(state), refresh);

  const add = async () => {
    setBusy("add");
    setInputError(null);
    try {
      setState(await addEmailDomain({ region, workspaceId }, input));
      setInput("");
      toast(DOMAIN_MESSAGES.emailDomainAdded, "success", 5000);
    } catch (error) {
      const message = callErrorMessage(error, DOMAIN_MESSAGES.emailDomainAddFailed);
      setInputError(message);
      toast(message, "error", 5000);
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    setBusy("verify");
    try {
      setState(await verifyEmailDomain({ region, workspaceId }));
      toast(DOMAIN_MESSAGES.emailDomainPending, "success", 3000);
    } catch (error) {
      toast(callErrorMessage(error, DOMAIN_MESSAGES.emailDomainVerifyFailed), "error", 5000);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (): Promise<boolean> => {
    try {
      setState(await deleteEmailDomain({ region, workspaceId }));
      toast(DOMAIN_MESSAGES.emailDomainDeleted, "success", 3000);
      return true;
    } catch (error) {
      toast(callErrorMessage(error, DOMAIN_MESSAGES.emailDomainDeleteFailed), "error", 5000);
      return false;
    }
  };

  const domain = state?.domain ?? null;
  const status = state?.status ?? "not_started";
  const locked = !state?.available || !agencySaved || busy !== null;
  return (
    <div className="flex flex-col gap-5" data-testid="email-domain">
      {state && !state.available ? <Alert variant="info" title={DOMAIN_MESSAGES.emailApiMissing} /> : null}
      {state?.available && !agencySaved ? <Alert variant="info" title={EMAIL_DOMAIN_MESSAGES.saveFirst} /> : null}
      <SettingsCard
        title={
          <span className="flex flex-wrap items-center gap-2">
            Sending domain
            {domain ? <EmailDomainStatusBadge status={status} /> : null}
          </span>
        }
        description={
          domain
            ? `Once verified, your clients' e-mails come from no-reply@${domain}; until then from our address, with your agency's name.`
            : "The domain your clients' e-mails come from, e.g. youragency.com. Until one is verified they come from our address, with your agency's name."
        }
      >
        {loadFailed ? (
          <Alert variant="error" title="Could not load the sending domain.">
            <Button variant="link" className="h-auto p-0" onClick={() => void load()}>
              Try again
            </Button>
          </Alert>
        ) : !state ? (
          <Skeleton className="h-10 w-full" />
        ) : domain ? (
          <div className="flex min-w-0 flex-col gap-1">
            <span className="text-sm font-medium">Domain</span>
            <span className="font-mono text-sm break-all" data-testid="email-domain-name">
              {domain}
            </span>
          </div>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="agency-email-domain">Domain</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="agency-email-domain"
                placeholder="youragency.com"
                autoComplete="off"
                spellCheck={false}
                value={input}
                disabled={locked}
                aria-invalid={inputError ? true : undefined}
                aria-describedby={inputError ? "agency-email-domain-error" : undefined}
                className="min-w-0 flex-1"
                onChange={(event) => {
                  setInput(domainText(event.target.value));
                  setInputError(null);
                }}
                onKeyDown={(event) => {
                  // the tab sits inside the settings form: Enter adds the domain, it does not save
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  if (!locked) void add();
                }}
              />
              <Button disabled={locked} loading={busy === "add"} onClick={() => void add()}>
                Add domain
              </Button>
            </div>
            <FieldError id="agency-email-domain-error">{inputError}</FieldError>
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-2">
          <span className="text-sm font-medium">DNS records</span>
          {domain ? (
            <p className="text-sm text-muted-foreground">
              Add these records at your domain&apos;s DNS provider, then press Verify DNS Records. Click a name or value
              to copy it.
            </p>
          ) : null}
          <DnsRecords
            records={state?.records ?? []}
            columns={EMAIL_RECORD_COLUMNS}
            emptyText="No domain added yet."
            testIds={{ record: "email-domain-record", empty: "email-domain-no-records" }}
          />
        </div>
        {domain ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={locked || status !== "not_started"}
              loading={busy === "verify"}
              onClick={() => void verify()}
            >
              {status === "pending" ? "Pending.." : status === "verified" ? "Verified" : "Verify DNS Records"}
            </Button>
            <DeleteEmailDomainButton domain={domain} disabled={locked} onDelete={remove} />
          </div>
        ) : null}
      </SettingsCard>
    </div>
  );
}
