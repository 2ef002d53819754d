import { BillingContent } from "@/components/client-shell/billing-content";
import { billingReturnOf } from "@/components/billing/billing-return";
import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("billing");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return (
    <ClientPage
      page="billing"
      searchParams={searchParams}
      ownContent={({ request, readOnly, query }) => (
        <BillingContent request={request} readOnly={readOnly} returned={billingReturnOf(query)} />
      )}
    />
  );
}
