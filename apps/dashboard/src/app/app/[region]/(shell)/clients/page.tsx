import { Users } from "lucide-react";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Clients" };

export default function Page() {
  return (
    <FeaturePage
      title="Clients"
      icon={<Users />}
      description="The organisations and client logins of your agency."
      empty="Clients you add, or who sign up on your agency domain, appear here."
    />
  );
}
