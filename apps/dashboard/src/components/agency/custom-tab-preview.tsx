import { Badge, buttonVariants, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { TCustomTab } from "@parlo/validators";
import { ArrowLeft } from "lucide";
import type { ReactNode } from "react";
import { CustomTabIcon } from "./custom-tab-icon";

/** The preview page's frame: a slim header (back to the agency settings, the tab's icon, label and address) over the content. */
export function CustomTabPreviewFrame({
  backHref,
  tab,
  title,
  href,
  children,
}: {
  backHref: string;
  tab: Pick<TCustomTab, "iconUrl" | "pageType"> | null;
  title: string;
  /** the address shown under the title */
  href: string;
  children: ReactNode;
}) {
  return (
    <div className="flex h-dvh flex-col bg-background">
      <header className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-card px-3 py-2 sm:px-4">
        {/* a plain link: a client-side navigation would ship next/link with the page */}
        <a href={backHref} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "-ml-1")}>
          <Icon node={ArrowLeft} />
          Custom tabs
        </a>
        <span aria-hidden className="hidden h-5 w-px bg-border sm:block" />
        <div className="flex min-w-0 flex-1 items-center gap-2.5">
          {tab ? <CustomTabIcon url={tab.iconUrl} className="size-7" /> : null}
          <div className="flex min-w-0 flex-col">
            <h1 className="truncate text-sm leading-tight font-semibold">{title}</h1>
            <p className="truncate font-mono text-xs text-muted-foreground">{href}</p>
          </div>
        </div>
        <Badge variant="outline" className="hidden shrink-0 sm:inline-flex">
          Preview{tab ? ` · ${tab.pageType === "html" ? "HTML" : "Embedded page"}` : ""}
        </Badge>
      </header>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </div>
  );
}
