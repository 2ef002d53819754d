import { Alert, Card, CardContent, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import { BILLING_MESSAGES, type TBillingOverview } from "@parlo/validators";
import { CurrentPlanCard } from "./current-plan-card";
import { PlanCards } from "./plan-cards";

/**
 * The owner's billing page of an installation without Stripe keys: the plan and balance, the notice,
 * and every plan with its price and features, read-only (nothing here can take a payment).
 */
export function PaymentsNotConfigured({ overview, salesEmail }: { overview: TBillingOverview; salesEmail: string }) {
  return (
    <>
      <CurrentPlanCard
        plan={overview.plan}
        balanceCredits={overview.balanceCredits}
        costThisMonthUsd={overview.costThisMonthUsd}
        paymentMethod={null}
        notice={
          <Alert variant="info" title={BILLING_MESSAGES.notConfigured}>
            Subscribing, top-ups, automatic recharge and invoices become available once the installation has payment
            keys.
          </Alert>
        }
      />
      <Card>
        <section aria-labelledby="billing-plans-title">
          <CardHeader>
            <CardTitle id="billing-plans-title">Plans and prices</CardTitle>
            <CardDescription>What each plan costs and includes, in {overview.profile.currency}.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlanCards currency={overview.profile.currency} currentPlan={overview.plan.name} salesEmail={salesEmail} />
          </CardContent>
        </section>
      </Card>
    </>
  );
}
