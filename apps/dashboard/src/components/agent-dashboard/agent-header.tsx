import { Badge } from "@parlo/ui";
import type { ReactNode } from "react";

export interface AgentHeaderProps {
  title: string;
  description: string;
  isPublished: boolean;
  /** shown on the right (the search box) */
  children?: ReactNode;
}

/** The agent's name with its Draft / Published state. */
export function AgentHeader({ title, description, isPublished, children }: AgentHeaderProps) {
  const initial = title.trim().charAt(0).toUpperCase() || "A";
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-base font-semibold text-primary"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="truncate text-xl font-semibold tracking-tight" title={title}>
              {title}
            </h1>
            <Badge
              variant={isPublished ? "success" : "secondary"}
              className="shrink-0"
              data-testid="agent-publish-state"
              title={isPublished ? "The live agent matches the saved settings" : "Saved changes are not live yet"}
            >
              {isPublished ? "Published" : "Draft"}
            </Badge>
          </div>
          {description ? <p className="truncate text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {children}
    </header>
  );
}
