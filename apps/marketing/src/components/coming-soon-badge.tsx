import { Badge, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Clock } from "lucide";
import { comingSoonText } from "@/content/feature-availability";

/** The badge next to a feature that is not available yet: an icon and the words, not only a colour. */
export function ComingSoonBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={cn("align-middle", className)}>
      <Icon node={Clock} />
      {comingSoonText}
    </Badge>
  );
}
