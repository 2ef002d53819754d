import { ClientPage, clientPageMetadata, type ClientPageSearch } from "@/components/client-shell/client-page";

export const metadata = clientPageMetadata("prompt");

export default function Page({ searchParams }: { searchParams: ClientPageSearch }) {
  return <ClientPage page="prompt" searchParams={searchParams} />;
}
