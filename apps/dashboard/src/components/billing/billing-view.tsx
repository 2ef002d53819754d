"use client";

import type { TBillingOverview } from "@parlo/validators";
import { lazy, Suspense, useMemo, useReducer, type ReactNode } from "react";
import { quantitiesFrom } from "./addon-changes";
import { AutoRechargeCard } from "./auto-recharge-card";
import { billingUiReducer, INITIAL_BILLING_UI, type BillingDialog } from "./billing-dialogs";
import type { BillingScope } from "./billing-scope";
import { CurrentPlanCard } from "./current-plan-card";

// the dialogs load when one is opened
const TopUpDialog = lazy(() => import("./top-up-dialog").then((m) => ({ default: m.TopUpDialog })));
const ModifyPlanDialog = lazy(() => import("./modify-plan-dialog").then((m) => ({ default: m.ModifyPlanDialog })));
const ConfirmAddonsDialog = lazy(() =>
  import("./confirm-addons-dialog").then((m) => ({ default: m.ConfirmAddonsDialog })),
);
const CancelSubscriptionDialog = lazy(() =>
  import("./cancel-subscription-dialog").then((m) => ({ default: m.CancelSubscriptionDialog })),
);
const ConfirmSubscriptionDialog = lazy(() =>
  import("./confirm-subscription-dialog").then((m) => ({ default: m.ConfirmSubscriptionDialog })),
);
const PaymentDialog = lazy(() => import("./payment-dialog").then((m) => ({ default: m.PaymentDialog })));

/** The owner's billing page once payments are configured: the cards and their dialogs (one open at a time). */
export function BillingView({
  scope,
  overview,
  contacts,
  children,
}: {
  scope: BillingScope;
  overview: TBillingOverview;
  contacts: { support: string; sales: string };
  /** server-rendered sections below the cards (recent invoices) */
  children?: ReactNode;
}) {
  const [state, dispatch] = useReducer(billingUiReducer, INITIAL_BILLING_UI);
  const baseline = useMemo(() => quantitiesFrom(overview.addons), [overview.addons]);
  const draft = state.addonDraft ?? baseline;
  const open = (dialog: BillingDialog) => dispatch({ type: "open", dialog });
  const close = () => dispatch({ type: "close" });
  const isFree = overview.plan.name === "free";
  const { dialog } = state;

  return (
    <>
      <CurrentPlanCard
        plan={overview.plan}
        balanceCredits={overview.balanceCredits}
        costThisMonthUsd={overview.costThisMonthUsd}
        paymentMethod={overview.paymentMethod}
        actions={{
          onTopUp: () => open({ kind: "topUp" }),
          onMainAction: () => open({ kind: "modify" }),
          onUpdateCard: () => open({ kind: "payment", order: null }),
        }}
      />
      <AutoRechargeCard
        key={`${overview.plan.name}:${JSON.stringify(overview.autoRecharge)}`}
        scope={scope}
        saved={overview.autoRecharge}
        currencySymbol={overview.profile.currencySymbol}
        isFree={isFree}
      />
      {children}
      <Suspense fallback={null}>
        {dialog.kind === "topUp" ? (
          <TopUpDialog scope={scope} profile={overview.profile} stripeJs={overview.stripeJs} onClose={close} />
        ) : null}
        {dialog.kind === "modify" ? (
          <ModifyPlanDialog
            scope={scope}
            overview={overview}
            baseline={baseline}
            draft={draft}
            salesEmail={contacts.sales}
            onAddonChange={(addonId, quantity) => dispatch({ type: "setAddon", addonId, quantity, baseline })}
            onSaveAddons={() => dispatch({ type: "confirmAddons" })}
            onSubscribe={(planId) => open({ kind: "subscribe", planId })}
            onCancelSubscription={() => open({ kind: "cancel" })}
            onClose={close}
          />
        ) : null}
        {dialog.kind === "confirmAddons" ? (
          <ConfirmAddonsDialog
            scope={scope}
            currency={overview.profile.currency}
            baseline={baseline}
            draft={draft}
            onSaved={(quantities) => dispatch({ type: "addonsSaved", quantities })}
            onBack={() => dispatch({ type: "backToModify" })}
          />
        ) : null}
        {dialog.kind === "cancel" ? (
          <CancelSubscriptionDialog scope={scope} onBack={() => dispatch({ type: "backToModify" })} onDone={close} />
        ) : null}
        {dialog.kind === "subscribe" ? (
          <ConfirmSubscriptionDialog
            scope={scope}
            planId={dialog.planId}
            initialProfile={overview.profile}
            onContinue={(order) => open({ kind: "payment", order })}
            onClose={close}
          />
        ) : null}
        {dialog.kind === "payment" ? (
          <PaymentDialog
            scope={scope}
            overview={overview}
            order={dialog.order}
            supportEmail={contacts.support}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </>
  );
}
