"use client";

import { Alert, Button, cn, Skeleton } from "@parlo/ui";
import {
  AGENCY_MESSAGES,
  CLIENT_MESSAGES,
  type TAgencyClientSettings,
  type TClientOnboardingOptions,
  type TRegion,
} from "@parlo/validators";
import { useEffect, type KeyboardEvent } from "react";
import { LAYOUT_CHOICES } from "@parlo/app-ui/layout-choices";
import { PageAccessField, unavailablePages } from "@parlo/app-ui/page-access-field";
import { ChoiceGroup } from "@parlo/app-ui/choice-group";
import { CardPaymentsPanel } from "./card-payments/card-payments-panel";
import { useAgencyBilling } from "./card-payments/use-agency-billing";
import { SettingsCard } from "./settings-card";
import { SwitchRow } from "@parlo/app-ui/switch-row";
import type { SaasModeSettings } from "./use-saas-mode-settings";

type Flag = "enableClientSignup" | "disablePasswordLogin";
type Permission = "defaultAllowCreateAgents" | "defaultCanDelegateChats" | "defaultHideAdvancedSettings";

const SIGNUP: readonly { key: Flag; label: string; help: string }[] = [
  {
    key: "enableClientSignup",
    label: "Let clients sign up on their own",
    help: "Your portal's sign-in shows “Don't have an account? Sign Up”. New clients get no agents until you give them some.",
  },
  {
    key: "disablePasswordLogin",
    label: "Sign in with e-mailed codes only (no passwords)",
    help: "Clients sign in with a one-time code sent to their e-mail. Don't test this with your own account's e-mail.",
  },
];

const ONBOARDING: readonly { key: keyof TClientOnboardingOptions; label: string }[] = [
  { key: "showWelcomeStep", label: "Show the welcome step" },
  { key: "showGoalsStep", label: "Show the goals step" },
  { key: "showCompanyInfoStep", label: "Show the company info step" },
  { key: "showAgentCreationStep", label: "Show the agent creation step" },
  { key: "requireCompanyName", label: "Require the company name" },
  { key: "requireCompanyWebsite", label: "Require the company website" },
  { key: "requireCompanyDescription", label: "Require the company description" },
  { key: "showTestTextAgent", label: "Let them test the text agent" },
  { key: "showTryVoice", label: "Let them try the voice agent" },
  { key: "showWidgetScript", label: "Show the widget script" },
];

const PERMISSIONS: readonly { key: Permission; label: string; help: string }[] = [
  { key: "defaultAllowCreateAgents", label: "New clients may create agents", help: "Shows New Agent to them." },
  {
    key: "defaultCanDelegateChats",
    label: "New clients may delegate chats",
    help: "They can hand conversations to others of their organization.",
  },
  {
    key: "defaultHideAdvancedSettings",
    label: "Hide advanced settings from new clients",
    help: "The advanced settings of their agents stay hidden.",
  },
];

/** The tab sits inside the agency page's form: Enter on one of its fields must not save that form. */
function keepEnterHere(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * SAAS Mode: client self-signup and password login, the onboarding a signed-up client goes
 * through (only with sign-up on), what new organizations and clients get (pages, permissions,
 * layout), and the card-payment connection (its own calls, once the agency is saved). The client
 * settings are saved by the tab's own Save (`agency.saveClientSettings`), apart from the page's
 * Save; the page holds the edits. Billing can be given by default once payments are connected.
 */
export function SaasModeTab({
  settings,
  agencySaved,
  region,
  workspaceId,
  supportEmail,
}: {
  settings: SaasModeSettings;
  agencySaved: boolean;
  region: TRegion;
  workspaceId: string;
  supportEmail: string;
}) {
  const { status, draft, saving, ensureLoaded } = settings;
  useEffect(() => ensureLoaded(), [ensureLoaded]);
  const billing = useCardPayments(agencySaved, { region, workspaceId });

  return (
    <div className="flex flex-col gap-5" onKeyDown={keepEnterHere} data-testid="saas-mode">
      {!agencySaved ? <Alert variant="info" title={CLIENT_MESSAGES.saveAgencyFirst} /> : null}
      <SaveBar settings={settings} disabled={!agencySaved || !draft} />
      {status === "failed" ? (
        <Alert variant="error" title="The client settings could not be loaded.">
          <Button variant="link" className="h-auto p-0" onClick={settings.reload}>
            Try again
          </Button>
        </Alert>
      ) : !draft ? (
        <div className="flex flex-col gap-5" aria-busy="true">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      ) : (
        <ClientSettingsCards
          draft={draft}
          change={settings.change}
          disabled={!agencySaved || saving}
          paymentsConnected={billing?.state?.isConnected ?? settings.paymentsConnected}
        />
      )}
      {billing ? <CardPaymentsPanel billing={billing} ownerEmail={supportEmail} /> : null}
    </div>
  );
}

/** The card payments' state and calls: only once the agency exists (they work on its row). */
function useCardPayments(agencySaved: boolean, scope: { region: TRegion; workspaceId: string }) {
  const billing = useAgencyBilling({ ...scope, enabled: agencySaved });
  return agencySaved ? billing : null;
}

/** The tab's own save: its state, Discard and Save (apart from the page's Save button). */
function SaveBar({ settings, disabled }: { settings: SaasModeSettings; disabled: boolean }) {
  const { dirty, saving } = settings;
  return (
    <div
      className={cn(
        "sticky top-16 z-20 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm",
        dirty ? "border-primary/40" : "border-border",
      )}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-medium">Client settings</span>
        <span className="text-[13px] text-muted-foreground" role="status" aria-live="polite">
          {saving ? "Saving…" : dirty ? AGENCY_MESSAGES.unsaved : "Saved with this button, not with the page's Save."}
        </span>
      </div>
      <div className="flex gap-2">
        {dirty ? (
          <Button variant="ghost" onClick={settings.discard} disabled={saving}>
            Discard
          </Button>
        ) : null}
        <Button onClick={() => void settings.save()} disabled={disabled || !dirty} loading={saving}>
          Save client settings
        </Button>
      </div>
    </div>
  );
}

function ClientSettingsCards({
  draft,
  change,
  disabled,
  paymentsConnected,
}: {
  draft: TAgencyClientSettings;
  change: SaasModeSettings["change"];
  disabled: boolean;
  /** Billing can be a default page once the agency's card payments are connected */
  paymentsConnected: boolean;
}) {
  const set = <K extends keyof TAgencyClientSettings>(key: K, value: TAgencyClientSettings[K]) =>
    change((current) => ({ ...current, [key]: value }));
  const setStep = (key: keyof TClientOnboardingOptions, value: boolean) =>
    change((current) => ({ ...current, clientOnboarding: { ...current.clientOnboarding, [key]: value } }));
  const onboardingLocked = disabled || !draft.enableClientSignup;

  return (
    <>
      <SettingsCard title="Client signup" description="How your clients get an account and sign in.">
        <div className="flex flex-col gap-3">
          {SIGNUP.map((option) => (
            <SwitchRow
              key={option.key}
              id={`saas-${option.key}`}
              label={option.label}
              help={option.help}
              checked={draft[option.key]}
              disabled={disabled}
              onChange={(event) => set(option.key, event.target.checked)}
            />
          ))}
        </div>
      </SettingsCard>
      <SettingsCard
        title="Client onboarding"
        description={
          draft.enableClientSignup
            ? "The steps a client who signs up goes through."
            : "The steps a client who signs up goes through. Turn on client signup to change them."
        }
      >
        <div className="grid gap-2 md:grid-cols-2 md:gap-x-8">
          {ONBOARDING.map((option) => (
            <SwitchRow
              key={option.key}
              id={`saas-${option.key}`}
              label={option.label}
              checked={draft.clientOnboarding[option.key]}
              disabled={onboardingLocked}
              onChange={(event) => setStep(option.key, event.target.checked)}
            />
          ))}
        </div>
      </SettingsCard>
      <SettingsCard
        title="New clients"
        description="The pages, permissions and layout new organizations and clients start with."
      >
        <PageAccessField
          id="saas-defaultClientAccess"
          legend="Default client access"
          description={
            draft.defaultClientAccess.length === 0
              ? "No page is given: new clients see nothing until you give them pages."
              : "New organizations start with these pages; their clients get the organization's."
          }
          value={draft.defaultClientAccess}
          onChange={(pages) => set("defaultClientAccess", pages)}
          unavailable={unavailablePages(paymentsConnected)}
          disabled={disabled}
        />
        <div className="flex flex-col gap-3" role="group" aria-labelledby="saas-permissions-label">
          <span id="saas-permissions-label" className="text-sm leading-none font-medium">
            Default permissions
          </span>
          {PERMISSIONS.map((option) => (
            <SwitchRow
              key={option.key}
              id={`saas-${option.key}`}
              label={option.label}
              help={option.help}
              checked={draft[option.key]}
              disabled={disabled}
              onChange={(event) => set(option.key, event.target.checked)}
            />
          ))}
        </div>
        <ChoiceGroup
          legend="Default dashboard layout"
          choices={LAYOUT_CHOICES}
          value={draft.defaultDashboardLayout}
          onChange={(layout) => set("defaultDashboardLayout", layout)}
          disabled={disabled}
        />
      </SettingsCard>
    </>
  );
}
