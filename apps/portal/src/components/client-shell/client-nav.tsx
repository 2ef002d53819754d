import { cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { ClientNavItem } from "./client-pages";

/** A page's icon: its shape, or a custom tab's own image. */
function NavIcon({ item }: { item: ClientNavItem }) {
  return item.imageUrl ? (
    <img src={item.imageUrl} alt="" className="size-4 shrink-0 rounded-sm object-cover" />
  ) : (
    <Icon node={item.icon} aria-hidden className="size-4 shrink-0" />
  );
}

/** The client's pages as a horizontal tab bar (phones always; larger screens when the org says so). */
export function ClientTabBar({
  items,
  current,
  className,
}: {
  items: ClientNavItem[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label="Pages" className={cn("border-b border-border bg-background", className)}>
      <ul className="flex gap-1 overflow-x-auto px-3">
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              aria-current={item.key === current ? "page" : undefined}
              className={cn(
                "flex h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm text-muted-foreground hover:text-foreground",
                item.key === current ? "border-primary font-medium text-foreground" : "border-transparent",
              )}
            >
              <NavIcon item={item} />
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The vertical rail's page links (the rail itself is ClientRail). */
export function ClientRailLinks({ items, current }: { items: ClientNavItem[]; current: string }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={item.href}
            title={item.label}
            aria-current={item.key === current ? "page" : undefined}
            className={cn(
              "flex h-10 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground",
              "group-data-[collapsed=true]/rail:justify-center group-data-[collapsed=true]/rail:px-0",
              item.key === current && "bg-primary/10 font-medium text-primary hover:bg-primary/15 hover:text-primary",
            )}
          >
            <NavIcon item={item} />
            <span className="truncate group-data-[collapsed=true]/rail:sr-only">{item.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
