"use client";

import { Badge, Button, buttonVariants, cn } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { TCustomTab, TRegion } from "@parlo/validators";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide";
import { CustomTabIcon } from "./custom-tab-icon";
import { customTabPreviewPath } from "@/lib/custom-tab-paths";
import { tabDisplayName } from "./tab-display-name";

export interface CustomTabRowProps {
  region: TRegion;
  tab: TCustomTab;
  index: number;
  count: number;
  /** the first message about this tab, if any */
  error?: string;
  /** the tab's address passes the checks, so it can be previewed */
  previewable: boolean;
  disabled?: boolean;
  onEdit: () => void;
  onMove: (direction: "up" | "down") => void;
  onDelete: () => void;
}

/** A custom tab, collapsed: icon, label, address, page type, always-visible badge and its actions. */
export function CustomTabRow({
  region,
  tab,
  index,
  count,
  error,
  previewable,
  disabled,
  onEdit,
  onMove,
  onDelete,
}: CustomTabRowProps) {
  const name = tabDisplayName(tab, index);
  return (
    <div className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CustomTabIcon url={tab.iconUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate text-sm font-semibold" data-testid="custom-tab-label">
              {tab.label || "Untitled tab"}
            </span>
            <Badge variant="secondary">{tab.pageType === "html" ? "HTML" : "Embedded page"}</Badge>
            {tab.alwaysVisible ? <Badge variant="outline">Always visible</Badge> : null}
          </div>
          <span className="truncate font-mono text-xs text-muted-foreground" data-testid="custom-tab-href">
            {tab.href || "No URL yet"}
          </span>
          {error ? <span className="text-[13px] font-medium text-destructive">{error}</span> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1 self-end sm:self-auto">
        {previewable ? (
          <a
            href={customTabPreviewPath(region, tab.href)}
            target="_blank"
            rel="noopener"
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
            aria-label={`Preview ${name} (saved version, opens in a new tab)`}
            title="Opens the saved version of this tab"
          >
            <Icon node={ExternalLink} />
            Preview
          </a>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${name} up`}
          data-action="up"
          disabled={disabled || index === 0}
          onClick={() => onMove("up")}
        >
          <Icon node={ArrowUp} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move ${name} down`}
          data-action="down"
          disabled={disabled || index === count - 1}
          onClick={() => onMove("down")}
        >
          <Icon node={ArrowDown} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Edit ${name}`}
          data-action="edit"
          disabled={disabled}
          onClick={onEdit}
        >
          <Icon node={Pencil} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Delete ${name}`}
          disabled={disabled}
          onClick={onDelete}
        >
          <Icon node={Trash2} />
        </Button>
      </div>
    </div>
  );
}
