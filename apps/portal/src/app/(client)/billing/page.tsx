import { BillingContent } from "@/components/client-shell/billing-content";
import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("billing");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return (
    <ClientPage
      page="billing"
      searchParams={searchParams}
      ownContent={({ request, readOnly, query }) => (
        <BillingContent
          request={request}
          readOnly={readOnly}
          returned={typeof query.subscription === "string" ? query.subscription : null}
        />
      )}
    />
  );
}
