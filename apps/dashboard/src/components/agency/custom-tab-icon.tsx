import { cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { PanelsTopLeft } from "lucide";

/** A custom tab's icon (its uploaded image, or a generic page shape when it has none); decorative. */
export function CustomTabIcon({ url, className }: { url: string; className?: string }) {
  return (
    <span
      className={cn(
        "flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted text-muted-foreground",
        className,
      )}
    >
      {url ? (
        <img src={url} alt="" className="size-full object-cover" />
      ) : (
        <Icon node={PanelsTopLeft} className="size-4" />
      )}
    </span>
  );
}
