"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button, cn } from "@parlo/ui";
import {
  AGENCY_MESSAGES,
  ZAgencyForm,
  type TAgency,
  type TAgencyForm,
  type TAgencyFormInput,
  type TAgencyGetOutput,
  type TRegion,
  type TWhitelabelAccess,
} from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useLeaveGuard } from "@parlo/ui/use-leave-guard";
import { useToast } from "@parlo/ui/toaster";
import { callErrorMessage } from "@parlo/app-ui/trpc";
import { AgencyAdminAccess } from "./agency-admin-access";
import { saveAgency } from "./agency-api";
import { AGENCY_FORM_KEYS, agencyFormChanged, agencyFormOf } from "./agency-form-values";
import { AgencyHeader } from "./agency-header";
import { AgencyIntro } from "./agency-intro";
import { AgencyPreview } from "./agency-preview";
import { PreviewFontStylesheet } from "./preview-font-stylesheet";
import { AgencyTabContent } from "./agency-tab-content";
import { AgencyTabList, PANEL_ID, tabId } from "./agency-tab-list";
import { hrefWithTabIndex, tabIndexOfField, tabShowsPreview } from "./agency-tabs";
import { serverFieldError } from "./server-field-error";
import { TrialStartedDialog } from "./whitelabel-upsell";

export interface AgencySettingsProps {
  region: TRegion;
  workspaceId: string;
  /** the product's name, for the footer's "Powered by" */
  brandName: string;
  /** the Google Fonts stylesheet API the preview loads the chosen font from */
  fontsCssUrl: string;
  initial: TAgencyGetOutput;
  initialTabIndex: number;
}

/** The first form field (in the form's order) with an error. */
function firstErrorField(errors: FieldErrors<TAgencyFormInput>): string | null {
  return AGENCY_FORM_KEYS.find((key) => errors[key] !== undefined) ?? null;
}

/**
 * The agency settings: the tabs, the form (react-hook-form checked with the agency schema, so a
 * refused value shows its message under the field and nothing is sent), the live preview and Save
 * with the spec's messages. Rendered after hydration (see AgencySettingsLoader).
 */
export function AgencySettings({
  region,
  workspaceId,
  brandName,
  fontsCssUrl,
  initial,
  initialTabIndex,
}: AgencySettingsProps) {
  const router = useRouter();
  const toast = useToast();
  const scope = { region, workspaceId };
  const [agency, setAgency] = useState<TAgency | null>(initial.agency);
  const [saved, setSaved] = useState<TAgencyForm>(() => agencyFormOf(initial.agency));
  const [whitelabel, setWhitelabel] = useState<TWhitelabelAccess>(initial.whitelabel);
  const [trialEndsAt, setTrialEndsAt] = useState<Date | null>(null);
  const [tabIndex, setTabIndex] = useState(initialTabIndex);
  const [saving, setSaving] = useState(false);
  const [tabServerErrors, setTabServerErrors] = useState<Record<string, string>>({});

  const form = useForm<TAgencyFormInput, unknown, TAgencyForm>({
    resolver: zodResolver(ZAgencyForm),
    defaultValues: saved,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const values = form.watch();
  const dirty = agencyFormChanged(values, saved);
  useLeaveGuard(dirty && !saving);

  const selectTab = (index: number) => {
    setTabIndex(index);
    window.history.replaceState(
      null,
      "",
      hrefWithTabIndex(`${window.location.pathname}${window.location.search}`, index),
    );
  };
  const showFieldTab = (path: string) => {
    const index = tabIndexOfField(path);
    if (index !== null && index !== tabIndex) selectTab(index);
  };

  const refuse = (reason: string) => {
    const named = serverFieldError(reason);
    if (!named) return;
    const key = AGENCY_FORM_KEYS.find((name) => name === named.path.split(".")[0]);
    if (key === "customTabs" && named.path !== key) {
      setTabServerErrors({ [named.path.slice("customTabs.".length)]: named.message });
    } else if (key) {
      form.setError(key, { type: "server", message: named.message }, { shouldFocus: true });
    }
    showFieldTab(named.path);
  };

  const submit = form.handleSubmit(
    async (data) => {
      setSaving(true);
      setTabServerErrors({});
      try {
        const result = await saveAgency(scope, data);
        const next = agencyFormOf(result.agency);
        setAgency(result.agency);
        setSaved(next);
        form.reset(next);
        toast(result.initialized ? AGENCY_MESSAGES.initialized : AGENCY_MESSAGES.saved, "success", 3000);
      } catch (error) {
        const reason = callErrorMessage(error, "");
        toast(reason ? `${AGENCY_MESSAGES.saveFailed} ${reason}` : AGENCY_MESSAGES.saveFailed, "error", 5000);
        refuse(reason);
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const field = firstErrorField(errors);
      if (field) showFieldTab(field);
      toast(`${AGENCY_MESSAGES.saveFailed} Please correct the highlighted fields.`, "error", 4000);
    },
  );

  const startedTrial = (endsAt: Date) => {
    setWhitelabel((current) => ({ ...current, active: true, source: "trial", trialEndsAt: endsAt, trialUsed: true }));
    setTrialEndsAt(endsAt);
    // the side navigation shows the trial's end from the workspace
    router.refresh();
  };

  const withPreview = tabShowsPreview(tabIndex);
  return (
    <div className="flex flex-col gap-5" data-testid="agency-settings">
      <AgencyHeader
        status={saving ? "Saving…" : dirty ? AGENCY_MESSAGES.unsaved : AGENCY_MESSAGES.allSaved}
        action={
          <Button onClick={() => void submit()} disabled={!dirty || saving} loading={saving}>
            Save
          </Button>
        }
      />
      <AgencyIntro />
      <AgencyTabList active={tabIndex} onSelect={selectTab} whitelabelActive={whitelabel.active} />
      <div className={cn("grid items-start gap-5", withPreview && "lg:grid-cols-[minmax(0,1fr)_380px]")}>
        <form
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={tabId(tabIndex)}
          aria-label="Agency settings"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="min-w-0"
        >
          <AgencyTabContent
            tabIndex={tabIndex}
            form={form}
            region={region}
            workspaceId={workspaceId}
            brandName={brandName}
            agency={agency}
            whitelabel={whitelabel}
            onTrialStarted={startedTrial}
            tabServerErrors={tabServerErrors}
            adminAccess={agency ? <AgencyAdminAccess region={region} workspaceId={workspaceId} /> : null}
          />
        </form>
        {withPreview ? (
          <aside className="min-w-0 lg:sticky lg:top-4" aria-label="Live preview">
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium">Preview</span>
              <PreviewFontStylesheet fontsCssUrl={fontsCssUrl} font={values.googleFont} />
              <AgencyPreview values={values} brandName={brandName} />
            </div>
          </aside>
        ) : null}
      </div>
      <TrialStartedDialog trialEndsAt={trialEndsAt} onClose={() => setTrialEndsAt(null)} />
    </div>
  );
}
