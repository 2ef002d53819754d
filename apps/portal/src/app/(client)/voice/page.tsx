import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("voice");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return <ClientPage page="voice" searchParams={searchParams} />;
}
