import { EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CreditCard } from "lucide";
import type { BillingReturn } from "@/components/billing/billing-return";
import { OrgBillingPage } from "@/components/billing/org-billing-page";
import type { AgencyRequest } from "@/server/current-viewer";
import { portalCaller } from "@/server/portal-caller";

/**
 * The Billing page's content: the org's billing read as this viewer (the same checks as its
 * browser's calls), or why it is not there (the org does not allow billing, or the agency's
 * payments are not connected).
 */
export async function BillingContent({
  request,
  readOnly,
  returned,
}: {
  request: AgencyRequest;
  readOnly: boolean;
  returned: BillingReturn | null;
}) {
  // the agency admin has no client account (and no org billing): the same answer as unavailable
  const overview = await (await portalCaller(request)).orgBilling.overview().catch((error: unknown) => {
    console.error("billing page:", error instanceof Error ? error.message : error);
    return { available: false } as const;
  });
  if (!overview.available) {
    return (
      <EmptyState
        icon={<Icon node={CreditCard} />}
        title="Billing is not available"
        description="Your agency has not enabled billing for your organization."
        data-testid="billing-unavailable"
      />
    );
  }
  return <OrgBillingPage billing={overview} readOnly={readOnly} returned={returned} />;
}
