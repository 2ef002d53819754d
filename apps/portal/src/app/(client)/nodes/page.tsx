import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("nodes");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return <ClientPage page="nodes" searchParams={searchParams} />;
}
