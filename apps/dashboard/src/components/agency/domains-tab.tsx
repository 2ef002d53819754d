"use client";

import { Alert, Skeleton } from "@parlo/ui";
import {
  DOMAIN_MESSAGES,
  type TAgency,
  type TAgencyDomainsOutput,
  type TRegion,
  type TWhitelabelAccess,
} from "@parlo/validators";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { CustomDomainCard } from "./custom-domain-card";
import { loadDomains, removeDomain, setCustomDomain, setSubDomain } from "./domains-api";
import { SubDomainCard } from "./sub-domain-card";

type Kind = "subDomain" | "customDomain";

/**
 * Domains: the product sub-domain and, with the whitelabel add-on, a custom domain with its DNS
 * record, verification and live state. Each action is saved on its own (not by the page's Save).
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
  const toast = useToast();
  const [state, setState] = useState<TAgencyDomainsOutput | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Kind | null>(null);
  const [errors, setErrors] = useState<Record<Kind, string | null>>({ subDomain: null, customDomain: null });
  const scope = { region, workspaceId };

  const load = useCallback(async () => {
    try {
      setState(await loadDomains({ region, workspaceId }));
    } catch (failure) {
      setLoadError(callErrorMessage(failure, "Could not load your domains. Please reload the page."));
    }
  }, [region, workspaceId]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (kind: Kind, action: () => Promise<TAgencyDomainsOutput>, fallback: string) => {
    setBusy(kind);
    setErrors((current) => ({ ...current, [kind]: null }));
    try {
      setState(await action());
    } catch (failure) {
      const message = callErrorMessage(failure, fallback);
      setErrors((current) => ({ ...current, [kind]: message }));
      toast(message, "error", 5000);
    } finally {
      setBusy(null);
    }
  };

  if (loadError) return <Alert variant="error">{loadError}</Alert>;
  if (!state) {
    return (
      <div className="flex flex-col gap-5" aria-busy="true">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  const noAgency = agency === null;

  return (
    <div className="flex flex-col gap-5">
      {noAgency ? <Alert variant="info">{DOMAIN_MESSAGES.saveSettingsFirst}</Alert> : null}
      <SubDomainCard
        key={state.subDomain?.host ?? "none"}
        state={state}
        disabled={noAgency}
        busy={busy === "subDomain"}
        error={errors.subDomain}
        onVerify={(label) => void run("subDomain", () => setSubDomain(scope, label), DOMAIN_MESSAGES.subDomainFailed)}
        onCancel={() => void run("subDomain", () => removeDomain(scope, "subDomain"), DOMAIN_MESSAGES.cancelFailed)}
      />
      <CustomDomainCard
        scope={scope}
        state={state}
        whitelabel={whitelabel}
        disabled={noAgency}
        busy={busy === "customDomain"}
        error={errors.customDomain}
        onVerify={(domain) =>
          void run("customDomain", () => setCustomDomain(scope, domain), DOMAIN_MESSAGES.customDomainFailed)
        }
        onRemove={() =>
          void run("customDomain", () => removeDomain(scope, "customDomain"), DOMAIN_MESSAGES.cancelFailed)
        }
        onTrialStarted={onTrialStarted}
      />
    </div>
  );
}
