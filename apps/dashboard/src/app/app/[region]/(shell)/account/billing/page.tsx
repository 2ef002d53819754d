import { CreditCard } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Billing" };

export default function Page() {
  return (
    <FeaturePage
      title="Billing"
      icon={<Icon node={CreditCard} />}
      description="Your plan, credit balance, add-ons, automatic recharge and invoices."
      empty="Payments are not configured on this installation yet. Plans, top-ups and invoices appear here once they are."
    />
  );
}
