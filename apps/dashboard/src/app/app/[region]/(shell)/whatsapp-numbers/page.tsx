import { MessageCircle } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "WhatsApp Numbers" };

export default function Page() {
  return (
    <FeaturePage
      title="WhatsApp Numbers"
      icon={<Icon node={MessageCircle} />}
      description="WhatsApp Business numbers answered by your agents."
      empty="Numbers you connect from an agent's Channels tab appear here, with their status."
    />
  );
}
