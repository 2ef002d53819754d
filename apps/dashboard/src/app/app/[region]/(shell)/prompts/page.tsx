import { FileText } from "lucide";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { FeaturePage } from "@/components/shell/feature-page";

export const metadata: Metadata = { title: "Prompts" };

export default function Page() {
  return (
    <FeaturePage
      title="Prompts"
      icon={<Icon node={FileText} />}
      description="Reusable prompt snippets shared by your agents."
      empty="Prompts you save appear here and can be inserted into any agent's instructions."
    />
  );
}
