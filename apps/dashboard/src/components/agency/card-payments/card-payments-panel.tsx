"use client";

import { Alert, Badge, Button, cn, Input, Label, Skeleton } from "@parlo/ui";
import { fieldClasses } from "@parlo/ui/input";
import {
  AGENCY_BILLING_MESSAGES,
  countryName,
  creditsForAmountMinor,
  microUsdOf,
  PAYOUT_COUNTRIES,
  type TAgencyBillingState,
  type TPayoutCountry,
} from "@parlo/validators";
import { useMemo, useState } from "react";
import { SwitchRow } from "@parlo/app-ui/switch-row";
import { SettingsCard } from "../settings-card";
import { PaymentStep } from "./payment-step";
import { PlansEditor } from "./plans-editor";
import type { AgencyBilling } from "./use-agency-billing";

/**
 * SAAS Mode's card payments (agency-shell-dashboards.md sections 4 and 5): 1 the connected Stripe
 * account, 2 Stripe's onboarding then Manage Stripe Connect with the payouts' state, 3 the extra
 * per credit and Save billing settings, 4 the plans (only once 1 to 3 are done).
 */
export function CardPaymentsPanel({ billing, ownerEmail }: { billing: AgencyBilling; ownerEmail: string }) {
  const { state, status } = billing;
  return (
    <SettingsCard
      title="Card payments"
      description="Bill your clients through your own Stripe account: they buy credits and subscribe to your plans; the platform keeps 5% of each payment."
    >
      {status === "failed" ? (
        <Alert variant="error" title="The card-payment settings could not be loaded.">
          <Button variant="link" className="h-auto p-0" onClick={billing.reload}>
            Try again
          </Button>
        </Alert>
      ) : !state ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-16 w-full rounded-lg" />
          <Skeleton className="h-24 w-full rounded-lg" />
        </div>
      ) : !state.configured ? (
        <Alert variant="info" title={AGENCY_BILLING_MESSAGES.notConfigured} />
      ) : (
        <ol className="flex flex-col gap-4" data-testid="card-payments">
          <AccountStep billing={billing} state={state} ownerEmail={ownerEmail} />
          <ConnectStep billing={billing} state={state} />
          <PricingStep billing={billing} state={state} />
          <PaymentStep number={4} title="Subscription plans" done={state.plansSaved}>
            <PlansEditor billing={billing} state={state} />
          </PaymentStep>
        </ol>
      )}
    </SettingsCard>
  );
}

function AccountStep({
  billing,
  state,
  ownerEmail,
}: {
  billing: AgencyBilling;
  state: TAgencyBillingState;
  ownerEmail: string;
}) {
  const [country, setCountry] = useState<TPayoutCountry>("US");
  const [email, setEmail] = useState(ownerEmail);
  const countries = useMemo(
    () =>
      PAYOUT_COUNTRIES.map((code) => ({ code, name: countryName(code, "en") })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );
  const created = state.accountId !== null;
  return (
    <PaymentStep
      number={1}
      title="Create your connected account"
      done={created}
      status={created ? <Badge variant="success">Connected</Badge> : null}
    >
      {created ? (
        <p className="text-sm text-muted-foreground">
          Stripe account <span className="font-mono text-foreground">{state.accountId}</span> ({state.email}); clients
          pay in {state.currency.toUpperCase()}.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="connect-country">Payout country</Label>
            <select
              id="connect-country"
              value={country}
              onChange={(event) => {
                const chosen = PAYOUT_COUNTRIES.find((code) => code === event.target.value);
                if (chosen) setCountry(chosen);
              }}
              className={cn(fieldClasses, "h-10 py-2")}
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="connect-email">Account e-mail</Label>
            <Input
              id="connect-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </div>
          <Button
            type="button"
            loading={billing.busy === "create"}
            disabled={billing.busy !== null}
            onClick={() => void billing.createAccount({ country, email: email.trim() })}
          >
            Create account
          </Button>
        </div>
      )}
    </PaymentStep>
  );
}

function ConnectStep({ billing, state }: { billing: AgencyBilling; state: TAgencyBillingState }) {
  const status = state.isConnected ? (
    <Badge variant={state.payoutsEnabled ? "success" : "warning"} data-testid="payouts-state">
      {state.payoutsEnabled ? "Payouts enabled" : "Payouts disabled"}
    </Badge>
  ) : null;
  return (
    <PaymentStep number={2} title="Connect it with Stripe" done={state.isConnected} status={status}>
      <p className="text-sm text-muted-foreground">
        {state.isConnected
          ? state.payoutsEnabled
            ? "Your account takes payments and pays out to your bank."
            : "Your account takes payments, but Stripe does not pay out yet: add your bank details in Stripe."
          : "Stripe asks for your business and bank details on its own page, then brings you back here."}
      </p>
      <div>
        <Button
          variant={state.isConnected ? "outline" : "default"}
          onClick={() => void billing.openAccountLink()}
          loading={billing.busy === "link"}
          disabled={!state.accountId || billing.busy !== null}
        >
          {state.isConnected ? "Manage Stripe Connect" : "Connect with Stripe"}
        </Button>
      </div>
    </PaymentStep>
  );
}

function PricingStep({ billing, state }: { billing: AgencyBilling; state: TAgencyBillingState }) {
  const [extra, setExtra] = useState(state.usdPerCreditExtra);
  const [allowPlans, setAllowPlans] = useState(state.allowPlans);
  const [error, setError] = useState<string | null>(null);
  const extraMicro = microUsdOf(extra);
  const example =
    extraMicro === null
      ? null
      : creditsForAmountMinor({ amountMinor: 1000, microUsdPerCredit: 1000 + extraMicro, exchangeRate: 1 });
  return (
    <PaymentStep number={3} title="Set your price per credit" done={state.billingSaved}>
      <div className="flex flex-col gap-3">
        <div className="flex max-w-sm flex-col gap-1.5">
          <Label htmlFor="connect-extra">Extra USD per credit</Label>
          <Input
            id="connect-extra"
            inputMode="decimal"
            value={extra}
            aria-invalid={error ? true : undefined}
            aria-describedby="connect-extra-help connect-extra-error"
            onChange={(event) => {
              setExtra(event.target.value);
              setError(null);
            }}
          />
          <p id="connect-extra-help" className="text-[13px] text-muted-foreground">
            Added to the platform's 0.001 USD per credit.{" "}
            {example !== null ? `10 USD gives a client ${example.toLocaleString("en-US")} credits.` : null}
          </p>
          <p id="connect-extra-error" role="alert" className="text-[13px] text-destructive empty:hidden">
            {error}
          </p>
        </div>
        <SwitchRow
          id="connect-allowPlans"
          label="Let clients subscribe to plans"
          help="Clients see your plans in their billing and subscribe through Stripe Checkout."
          checked={allowPlans}
          onChange={(event) => setAllowPlans(event.target.checked)}
        />
        <div>
          <Button
            type="button"
            loading={billing.busy === "settings"}
            disabled={!state.accountId || billing.busy !== null}
            onClick={() => {
              if (extraMicro === null) {
                setError(AGENCY_BILLING_MESSAGES.invalidNumber);
                return;
              }
              setError(null);
              void billing.saveSettings({ usdPerCreditExtra: extra.trim(), allowPlans });
            }}
          >
            Save billing settings
          </Button>
        </div>
      </div>
    </PaymentStep>
  );
}
