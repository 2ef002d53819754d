import { Share2 } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Meta Pages" };

export default function Page() {
  return (
    <FeaturePage
      title="Meta Pages"
      icon={<Icon node={Share2} />}
      description="Facebook pages and Instagram accounts connected to your agents."
      empty="Pages you connect from an agent's Channels tab appear here."
    />
  );
}
