import { Building2 } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Agency" };

export default function Page() {
  return (
    <FeaturePage
      title="Agency"
      icon={<Icon node={Building2} />}
      description="Your white-label brand: name, logo, domain, e-mail sending and client billing."
      empty="Your agency settings appear here once you set up your brand."
    />
  );
}
