"use client";

import {
  AGENCY_BILLING_MESSAGES,
  AGENCY_MESSAGES,
  type TAgencyAutoBilling,
  type TAgencyBillingState,
  type TAgencyPlanDraft,
  type TPayoutCountry,
  type TRegion,
} from "@parlo/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import {
  createAccountLink,
  createConnectedAccount,
  loadAgencyBilling,
  refreshConnectedAccount,
  saveAutoBilling,
  saveBillingSettings,
  upsertAgencyPlans,
} from "./agency-billing-api";

export type BillingAction = "create" | "link" | "settings" | "plans" | "autoBilling";

export interface AgencyBilling {
  status: "loading" | "loaded" | "failed";
  state: TAgencyBillingState | null;
  /** the call running, if any */
  busy: BillingAction | null;
  reload: () => void;
  createAccount: (details: { country: TPayoutCountry; email: string }) => Promise<void>;
  openAccountLink: () => Promise<void>;
  saveSettings: (settings: { usdPerCreditExtra: string; allowPlans: boolean }) => Promise<boolean>;
  savePlans: (plans: TAgencyPlanDraft[]) => Promise<boolean>;
  saveAutoBilling: (autoBilling: TAgencyAutoBilling) => Promise<boolean>;
}

/** The query parameter Stripe's onboarding comes back with (`return`, or `refresh` for an expired link). */
const CONNECT_PARAM = "connect";

/**
 * The SAAS Mode tab's card payments: the steps' state (`agencyBilling.state`) and their calls.
 * Coming back from Stripe's onboarding (?connect=return) reads the account again and says
 * "Account Connected" once it is; an expired link (?connect=refresh) opens a fresh one.
 */
export function useAgencyBilling({
  region,
  workspaceId,
  enabled,
}: {
  region: TRegion;
  workspaceId: string;
  /** false before the agency exists: nothing is loaded */
  enabled: boolean;
}): AgencyBilling {
  const toast = useToast();
  const [status, setStatus] = useState<AgencyBilling["status"]>("loading");
  const [state, setState] = useState<TAgencyBillingState | null>(null);
  const [busy, setBusy] = useState<BillingAction | null>(null);
  const scope = { region, workspaceId };
  const returned = useRef(false);

  const fail = useCallback(
    (error: unknown) =>
      toast(`Error: ${callErrorMessage(error, "the payment provider did not answer.")}`, "error", 5000),
    [toast],
  );

  const reload = useCallback(() => {
    setStatus("loading");
    loadAgencyBilling({ region, workspaceId })
      .then((loaded) => {
        setState(loaded);
        setStatus("loaded");
      })
      .catch(() => setStatus("failed"));
  }, [region, workspaceId]);

  useEffect(() => {
    if (!enabled) return;
    const url = new URL(window.location.href);
    const back = url.searchParams.get(CONNECT_PARAM);
    if (!back || returned.current) {
      reload();
      return;
    }
    returned.current = true;
    url.searchParams.delete(CONNECT_PARAM);
    window.history.replaceState(window.history.state, "", url);
    if (back === "refresh") {
      reload();
      createAccountLink({ region, workspaceId })
        .then(({ redirectUrl }) => window.location.assign(redirectUrl))
        .catch(fail);
      return;
    }
    refreshConnectedAccount({ region, workspaceId })
      .then((fresh) => {
        setState(fresh);
        setStatus("loaded");
        if (fresh.isConnected) toast(AGENCY_BILLING_MESSAGES.accountConnected, "success", 3000);
      })
      .catch((error: unknown) => {
        fail(error);
        reload();
      });
  }, [enabled, region, workspaceId, reload, fail, toast]);

  const run = async <T>(action: BillingAction, call: () => Promise<T>): Promise<T | null> => {
    setBusy(action);
    try {
      return await call();
    } finally {
      setBusy(null);
    }
  };

  return {
    status,
    state,
    busy,
    reload,
    createAccount: async (details) => {
      try {
        const created = await run("create", () => createConnectedAccount(scope, details));
        if (created) setState(created);
      } catch (error) {
        fail(error);
      }
    },
    openAccountLink: async () => {
      try {
        const link = await run("link", () => createAccountLink(scope));
        // Stripe's hosted onboarding (or the account's details once connected)
        if (link) window.location.assign(link.redirectUrl);
      } catch (error) {
        fail(error);
      }
    },
    saveSettings: async (settings) => {
      try {
        const saved = await run("settings", () => saveBillingSettings(scope, settings));
        if (saved) setState(saved);
        toast(AGENCY_BILLING_MESSAGES.billingSaved, "success", 3000);
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    savePlans: async (plans) => {
      const accountId = state?.accountId;
      if (!accountId) return false;
      try {
        const saved = await run("plans", () => upsertAgencyPlans(scope, accountId, plans));
        if (saved)
          setState((current) => (current ? { ...current, plans: saved.updatedPlans, plansSaved: true } : current));
        toast(AGENCY_BILLING_MESSAGES.plansSaved, "success", 3000);
        return true;
      } catch (error) {
        const reason = callErrorMessage(error, "");
        // the server's "Failed to save plans: {reason}", or the message with the reason appended
        const message = reason.startsWith(AGENCY_BILLING_MESSAGES.plansFailed)
          ? reason
          : reason
            ? `${AGENCY_BILLING_MESSAGES.plansFailed}: ${reason}`
            : AGENCY_BILLING_MESSAGES.plansFailed;
        toast(message, "error", 5000);
        return false;
      }
    },
    saveAutoBilling: async (autoBilling) => {
      try {
        const saved = await run("autoBilling", () => saveAutoBilling(scope, autoBilling));
        if (saved) setState(saved);
        toast(AGENCY_MESSAGES.saved, "success", 3000);
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
  };
}
