"use client";

import { ComingNote } from "./coming-note";
import { SettingsCard } from "./settings-card";
import { SwitchRow } from "./switch-row";

interface Option {
  id: string;
  label: string;
  on: boolean;
}

const SIGNUP: readonly Option[] = [
  { id: "enableClientSignup", label: "Let clients sign up on their own", on: false },
  { id: "disablePasswordLogin", label: "Sign in with e-mailed codes only (no passwords)", on: false },
];

const ONBOARDING: readonly Option[] = [
  { id: "showWelcomeStep", label: "Show the welcome step", on: true },
  { id: "showGoalsStep", label: "Show the goals step", on: true },
  { id: "showCompanyInfoStep", label: "Show the company info step", on: true },
  { id: "showAgentCreationStep", label: "Show the agent creation step", on: true },
  { id: "requireCompanyName", label: "Require the company name", on: true },
  { id: "requireCompanyWebsite", label: "Require the company website", on: false },
  { id: "requireCompanyDescription", label: "Require the company description", on: true },
];

const ACCESS = ["Home", "Analytics", "Convos", "Leads"] as const;

const PERMISSIONS: readonly Option[] = [
  { id: "defaultAllowCreateAgents", label: "New clients may create agents", on: false },
  { id: "defaultCanDelegateChats", label: "New clients may delegate chats", on: false },
  { id: "defaultHideAdvancedSettings", label: "Hide advanced settings from new clients", on: false },
];

const STRIPE_STEPS = [
  "Create your connected payment account",
  "Connect it (and check payouts)",
  "Set your price per credit",
  "Add subscription plans (optional)",
] as const;

function Switches({ options }: { options: readonly Option[] }) {
  return (
    <div className="grid gap-2 md:grid-cols-2 md:gap-x-8">
      {options.map((option) => (
        <SwitchRow
          key={option.id}
          id={`saas-${option.id}`}
          label={option.label}
          checked={option.on}
          disabled
          readOnly
        />
      ))}
    </div>
  );
}

/**
 * SAAS Mode: client self-signup, the onboarding clients go through, what new clients get, and the
 * card-payment connection for selling plans. Shown as the settings will be, disabled until the
 * client signup release.
 */
export function SaasModeTab() {
  return (
    <div className="flex flex-col gap-5">
      <ComingNote>
        Client self-signup, onboarding options and selling plans to your clients arrive in an upcoming release. The
        options below show what you will be able to set; they are not saved yet.
      </ComingNote>
      <SettingsCard title="Client signup" description="How your clients get an account.">
        <Switches options={SIGNUP} />
      </SettingsCard>
      <SettingsCard
        title="Client onboarding"
        description="The steps a client who signs up goes through (needs client signup)."
      >
        <Switches options={ONBOARDING} />
      </SettingsCard>
      <SettingsCard title="New clients" description="The pages and permissions a new client starts with.">
        <fieldset disabled className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Default client access</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {ACCESS.map((page) => (
              <label key={page} className="flex items-center gap-2 text-sm text-muted-foreground">
                <input type="checkbox" defaultChecked className="size-4 accent-primary" />
                {page}
              </label>
            ))}
          </div>
        </fieldset>
        <Switches options={PERMISSIONS} />
      </SettingsCard>
      <SettingsCard title="Card payments" description="Connect a payment account to sell credit plans to your clients.">
        <ol className="flex flex-col gap-2">
          {STRIPE_STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-3 text-sm text-muted-foreground">
              <span className="grid size-6 shrink-0 place-items-center rounded-full border border-border text-xs font-medium">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </SettingsCard>
    </div>
  );
}
