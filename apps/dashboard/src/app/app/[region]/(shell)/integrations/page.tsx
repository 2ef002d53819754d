import { Braces } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Functions" };

export default function Page() {
  return (
    <FeaturePage
      title="Functions"
      icon={<Icon node={Braces} />}
      description="HTTP functions your agents can call while they talk: look up an order, book a slot, create a ticket."
      empty="Functions you create appear here and can be assigned to agents from their Tools tab."
    />
  );
}
