import { Globe } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Crawler" };

export default function Page() {
  return (
    <FeaturePage
      title="Crawler"
      icon={<Icon node={Globe} />}
      description="Website crawls that feed your agents' knowledge bases."
      empty="Crawl jobs you start from an agent's Knowledge Base appear here with their progress."
    />
  );
}
