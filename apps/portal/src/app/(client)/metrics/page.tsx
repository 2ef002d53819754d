import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("metrics");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return <ClientPage page="metrics" searchParams={searchParams} />;
}
