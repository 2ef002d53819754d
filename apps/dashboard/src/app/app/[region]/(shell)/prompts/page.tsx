import { FileText } from "lucide-react";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Prompts" };

export default function Page() {
  return (
    <FeaturePage
      title="Prompts"
      icon={<FileText />}
      description="Reusable prompt snippets shared by your agents."
      empty="Prompts you save appear here and can be inserted into any agent's instructions."
    />
  );
}
