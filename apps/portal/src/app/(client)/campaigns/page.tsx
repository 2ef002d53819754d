import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("campaigns");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return <ClientPage page="campaigns" searchParams={searchParams} />;
}
