"use client";

import { Button } from "@parlo/ui";
import {
  ADDON_CATALOGUE,
  BILLING_MESSAGES,
  findPlan,
  formatMoney,
  planPrice,
  type TCurrencyProfile,
  type TDiscount,
  type TPlanId,
} from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { Dialog } from "@parlo/ui/dialog";
import { useToast } from "@parlo/ui/toaster";
import { errorMessage } from "../workspace/error-message";
import { clampQuantity, quantitiesFrom, type AddonQuantities } from "./addon-changes";
import { CountrySelect } from "./billing-country-select";
import type { SubscribeOrder } from "./billing-dialogs";
import type { BillingScope } from "./billing-scope";
import { DiscountCodeField } from "./discount-code-field";
import { PaymentSummary } from "./payment-summary";
import { RangeField } from "./range-field";
import { discountLabel, subscriptionBreakdown } from "./subscription-quote";

const COUNTRY_FAILED = "Could not change the billing country.";

/**
 * Confirm Subscription: the plan, the billing country (tax and currency follow it), add-on sliders
 * (0 to 10, whitelabel 0 or 1), the payment summary, a discount code, the billing terms and
 * "Continue to Payment ({total})".
 */
export function ConfirmSubscriptionDialog({
  scope,
  planId,
  initialProfile,
  onContinue,
  onClose,
}: {
  scope: BillingScope;
  planId: TPlanId;
  initialProfile: TCurrencyProfile;
  onContinue: (order: SubscribeOrder) => void;
  onClose: () => void;
}) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const plan = findPlan(planId);
  const [profile, setProfile] = useState(initialProfile);
  const [country, setCountry] = useState(initialProfile.countryCode ?? "");
  const [savingCountry, setSavingCountry] = useState(false);
  const [quantities, setQuantities] = useState<AddonQuantities>(() => quantitiesFrom([]));
  const [discount, setDiscount] = useState<TDiscount | null>(null);
  const [checkingDiscount, setCheckingDiscount] = useState(false);

  if (!plan) {
    return (
      <Dialog title="Confirm Subscription" onClose={onClose} closeButton>
        <p role="alert" className="text-sm text-destructive">
          {BILLING_MESSAGES.planNotFound}
        </p>
      </Dialog>
    );
  }

  const breakdown = subscriptionBreakdown(planId, profile, quantities, discount);
  const total = formatMoney(breakdown.total, breakdown.currency);
  const money = (minor: number) => formatMoney(minor, profile.currency);

  const onCountry = async (code: string) => {
    const previous = country;
    setCountry(code);
    if (!code) return;
    setSavingCountry(true);
    try {
      const next = await (await loadTrpc()).billing.setCountry.mutate({ ...scope, countryCode: code });
      setProfile(next);
      router.refresh();
    } catch (error) {
      setCountry(previous);
      toast(errorMessage(error, COUNTRY_FAILED), "error", 5000);
    } finally {
      setSavingCountry(false);
    }
  };

  const continueToPayment = () =>
    onContinue({
      planId,
      planLabel: plan.label,
      addons: ADDON_CATALOGUE.flatMap((addon) =>
        quantities[addon.id] > 0 ? [{ addonId: addon.id, quantity: quantities[addon.id] }] : [],
      ),
      discountCode: discount?.code,
      totalText: total,
      countryCode: country || null,
    });

  return (
    <Dialog
      title="Confirm Subscription"
      onClose={onClose}
      closeButton
      className="max-h-[90vh] max-w-xl overflow-y-auto"
    >
      <section aria-label="Plan" className="flex items-baseline justify-between gap-3 rounded-lg bg-muted/50 p-4">
        <div>
          <p className="font-semibold">{plan.label}</p>
          <p className="text-[13px] text-muted-foreground">{plan.description}</p>
        </div>
        <p className="text-right font-semibold whitespace-nowrap">
          {money(planPrice(plan, profile.currency))}
          <span className="text-[13px] font-normal text-muted-foreground"> / month</span>
        </p>
      </section>

      <CountrySelect
        id={`${id}-country`}
        label="Billing country"
        value={country}
        disabled={savingCountry}
        aria-describedby={`${id}-country-help`}
        onChange={(event) => void onCountry(event.target.value)}
      />
      <p id={`${id}-country-help`} className="-mt-2 text-[13px] text-muted-foreground">
        Prices are in {profile.currency.toUpperCase()}; tax: {profile.taxDescription}.
      </p>

      <section aria-labelledby={`${id}-addons`} className="space-y-3">
        <h3 id={`${id}-addons`} className="text-sm font-semibold">
          Add-ons <span className="font-normal text-muted-foreground">(optional)</span>
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDON_CATALOGUE.map((addon) => (
            <RangeField
              key={addon.id}
              label={addon.name}
              min={0}
              max={addon.maxQuantity}
              step={1}
              value={quantities[addon.id]}
              valueText={`${quantities[addon.id]} × ${money(planPrice(addon, profile.currency))}`}
              onChange={(quantity) =>
                setQuantities((current) => ({ ...current, [addon.id]: clampQuantity(addon.id, quantity) }))
              }
            />
          ))}
        </div>
      </section>

      <PaymentSummary
        breakdown={breakdown}
        baseLabel={plan.label}
        taxDescription={profile.taxDescription}
        discountLabel={discount ? discountLabel(discount) : undefined}
      />

      <DiscountCodeField scope={scope} discount={discount} onChange={setDiscount} onBusyChange={setCheckingDiscount} />

      <p className="text-xs leading-relaxed text-muted-foreground">
        By continuing you authorise us to charge {total} today and the plan and add-ons every month until you cancel.
        Usage beyond your included credits is paid from your balance. {BILLING_MESSAGES.addonsNote} You can cancel at
        any time; the plan then stays active until the end of the paid period.
      </p>

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={continueToPayment} disabled={savingCountry || checkingDiscount}>
          Continue to Payment ({total})
        </Button>
      </div>
    </Dialog>
  );
}
