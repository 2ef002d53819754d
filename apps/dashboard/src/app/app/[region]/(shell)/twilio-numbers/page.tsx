import { Phone } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Twilio Numbers" };

export default function Page() {
  return (
    <FeaturePage
      title="Twilio Numbers"
      icon={<Icon node={Phone} />}
      description="Phone numbers your voice agents answer and call from."
      empty="Numbers you import from Twilio appear here and can be assigned to voice agents."
    />
  );
}
