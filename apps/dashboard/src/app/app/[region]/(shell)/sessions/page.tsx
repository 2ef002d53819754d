import { ScrollText } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Sessions" };

export default function Page() {
  return (
    <FeaturePage
      title="Sessions"
      icon={<Icon node={ScrollText} />}
      description="Conversations across all agents of this workspace."
      empty="Every chat and call with your agents is listed here as it happens."
    />
  );
}
