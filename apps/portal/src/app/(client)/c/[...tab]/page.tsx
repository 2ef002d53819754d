import type { Metadata } from "next";
import type { ClientPageSearch } from "@/components/client-shell/client-page";
import { CustomTabPage } from "@/components/client-shell/custom-tab-page";

export const metadata: Metadata = { title: "Custom tab" };

/** /c/{href}: an agency custom tab in the client dashboard. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ tab: string[] }>;
  searchParams: ClientPageSearch;
}) {
  const { tab } = await params;
  return <CustomTabPage href={`/${tab.join("/")}`} searchParams={searchParams} />;
}
