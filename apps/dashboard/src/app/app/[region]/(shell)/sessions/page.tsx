import { ScrollText } from "lucide-react";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Sessions" };

export default function Page() {
  return (
    <FeaturePage
      title="Sessions"
      icon={<ScrollText />}
      description="Conversations across all agents of this workspace."
      empty="Every chat and call with your agents is listed here as it happens."
    />
  );
}
