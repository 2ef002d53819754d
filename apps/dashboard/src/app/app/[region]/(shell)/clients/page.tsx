import { Users } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Clients" };

export default function Page() {
  return (
    <FeaturePage
      title="Clients"
      icon={<Icon node={Users} />}
      description="The organisations and client logins of your agency."
      empty="Clients you add, or who sign up on your agency domain, appear here."
    />
  );
}
