import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("home");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return <ClientPage page="home" searchParams={searchParams} />;
}
