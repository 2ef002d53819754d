"use client";

import { AGENCY_MESSAGES, CLIENT_MESSAGES, type TAgencyClientSettings, type TRegion } from "@parlo/validators";
import { useCallback, useRef, useState } from "react";
import { useLeaveGuard } from "@parlo/ui/use-leave-guard";
import { loadClientSettings, saveClientSettings } from "@/components/clients/clients-api";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { sameClientSettings } from "./saas-mode-values";

export interface SaasModeSettings {
  status: "idle" | "loading" | "loaded" | "failed";
  /** the settings as edited (null until loaded) */
  draft: TAgencyClientSettings | null;
  /** the agency's card payments are connected: Billing can be a default page */
  paymentsConnected: boolean;
  dirty: boolean;
  saving: boolean;
  /** loads the settings unless they are loaded or loading */
  ensureLoaded: () => void;
  reload: () => void;
  change: (update: (draft: TAgencyClientSettings) => TAgencyClientSettings) => void;
  discard: () => void;
  save: () => Promise<void>;
}

/**
 * The SAAS Mode tab's client settings (`agency.clientSettings` / `agency.saveClientSettings`),
 * held by the agency page rather than by the tab, so edits survive a switch to another tab. They
 * are saved by the tab's own button, apart from the page's Save; leaving the page with unsaved
 * edits asks first.
 */
export function useSaasModeSettings({
  region,
  workspaceId,
}: {
  region: TRegion;
  workspaceId: string;
}): SaasModeSettings {
  const toast = useToast();
  const [status, setStatus] = useState<SaasModeSettings["status"]>("idle");
  const [saved, setSaved] = useState<TAgencyClientSettings | null>(null);
  const [draft, setDraft] = useState<TAgencyClientSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [paymentsConnected, setPaymentsConnected] = useState(false);
  const requested = useRef(false);
  const dirty = saved !== null && draft !== null && !sameClientSettings(saved, draft);
  useLeaveGuard(dirty && !saving);

  const reload = useCallback(() => {
    requested.current = true;
    setStatus("loading");
    loadClientSettings({ region, workspaceId })
      .then(({ settings, paymentsConnected: connected }) => {
        setPaymentsConnected(connected);
        setSaved(settings);
        setDraft(settings);
        setStatus("loaded");
      })
      .catch(() => setStatus("failed"));
  }, [region, workspaceId]);

  const ensureLoaded = useCallback(() => {
    if (!requested.current) reload();
  }, [reload]);

  const save = async () => {
    if (!draft) return;
    const sent = draft;
    setSaving(true);
    try {
      const { settings } = await saveClientSettings({ region, workspaceId }, sent);
      setSaved(settings);
      // edits made while the call ran stay in the draft
      setDraft((current) => (current === sent ? settings : current));
      toast(CLIENT_MESSAGES.clientSettingsSaved, "success", 3000);
    } catch (error) {
      const reason = callErrorMessage(error, "");
      toast(reason ? `${AGENCY_MESSAGES.saveFailed} ${reason}` : AGENCY_MESSAGES.saveFailed, "error", 5000);
    } finally {
      setSaving(false);
    }
  };

  return {
    status,
    draft,
    paymentsConnected,
    dirty,
    saving,
    ensureLoaded,
    reload,
    change: (update) => setDraft((current) => (current ? update(current) : current)),
    discard: () => setDraft(saved),
    save,
  };
}
