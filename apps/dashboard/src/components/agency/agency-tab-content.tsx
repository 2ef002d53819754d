"use client";

import { AGENCY_TABS, type TAgency, type TRegion, type TWhitelabelAccess } from "@parlo/validators";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { FieldError } from "@parlo/ui";
import type { AgencyForm } from "./agency-form-types";
import { AutoBillingTab } from "./auto-billing-tab";
import { CustomTabsEditor } from "./custom-tabs-editor";
import { DomainsTab } from "./domains-tab";
import { EmailTab } from "./email-tab";
import { FooterTab } from "./footer-tab";
import { completeCustomTabs } from "./custom-tab-values";
import { itemErrors, listError } from "./item-errors";
import { OverviewTab } from "./overview-tab";
import { SaasModeTab } from "./saas-mode-tab";
import { ThemeTab } from "./theme-tab";
import { useSaasModeSettings } from "./use-saas-mode-settings";

/** The content of the chosen tab of the agency page. */
export function AgencyTabContent({
  tabIndex,
  form,
  region,
  workspaceId,
  brandName,
  agency,
  whitelabel,
  onTrialStarted,
  tabServerErrors,
  adminAccess,
}: {
  tabIndex: number;
  form: AgencyForm;
  region: TRegion;
  workspaceId: string;
  brandName: string;
  agency: TAgency | null;
  whitelabel: TWhitelabelAccess;
  onTrialStarted: (trialEndsAt: Date) => void;
  /** a save's refusal of a custom tab's field, keyed "index.field" */
  tabServerErrors: Record<string, string>;
  adminAccess: ReactNode;
}) {
  const gated = { region, workspaceId, whitelabel, onTrialStarted };
  // held here, not in the tab, so SAAS Mode's unsaved edits survive a switch to another tab
  const saasMode = useSaasModeSettings({ region, workspaceId });
  switch (AGENCY_TABS[tabIndex]) {
    case "Domains":
      return <DomainsTab {...gated} agency={agency} />;
    case "Email":
      return <EmailTab region={region} workspaceId={workspaceId} agencySaved={agency !== null} />;
    case "Theme":
      return <ThemeTab form={form} />;
    case "Custom Tabs":
      return (
        <Controller
          control={form.control}
          name="customTabs"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-2">
              <CustomTabsEditor
                region={region}
                value={completeCustomTabs(field.value)}
                onChange={(tabs) => field.onChange(tabs)}
                errors={{ ...itemErrors(fieldState.error), ...tabServerErrors }}
                savedHrefs={agency?.customTabs.map((tab) => tab.href) ?? []}
              />
              <FieldError id="agency-customTabs-error" role="alert">
                {listError(fieldState.error)}
              </FieldError>
            </div>
          )}
        />
      );
    case "SAAS Mode":
      return (
        <SaasModeTab
          settings={saasMode}
          agencySaved={agency !== null}
          region={region}
          workspaceId={workspaceId}
          supportEmail={agency?.supportEmail ?? ""}
        />
      );
    case "Auto Billing":
      return <AutoBillingTab {...gated} agencySaved={agency !== null} />;
    case "Footer":
      return <FooterTab form={form} brandName={brandName} />;
    default:
      return <OverviewTab form={form} adminAccess={adminAccess} />;
  }
}
