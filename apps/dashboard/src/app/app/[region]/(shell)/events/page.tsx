import { CalendarClock } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Events" };

export default function Page() {
  return (
    <FeaturePage
      title="Events"
      icon={<Icon node={CalendarClock} />}
      description="Events your workspace sends to your own endpoint (new lead, handoff request, conversation ended)."
      empty="Event deliveries and their status appear here once an endpoint is configured."
    />
  );
}
