import { Badge, cn } from "@parlo/ui";
import type { ReactNode } from "react";
import { NamedIcon, type IconName } from "./icons";

export interface TabEmptyStateProps {
  icon: IconName;
  title: string;
  description: string;
  /** h2 for a tab, h3 for a sub-tab under the tab's own heading */
  headingLevel?: 2 | 3;
  /** links or buttons under the text */
  action?: ReactNode;
  className?: string;
}

/** The body of a tab whose feature has not arrived yet: what it will hold, and no pretend data. */
export function TabEmptyState({ icon, title, description, headingLevel = 2, action, className }: TabEmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-border bg-card/40 px-6 py-16 text-center",
        className,
      )}
      data-testid="tab-empty-state"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <NamedIcon name={icon} className="size-7" />
      </div>
      <div className="flex max-w-md flex-col items-center gap-2">
        <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
        <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
        <Badge variant="secondary" className="mt-1">
          Not available yet
        </Badge>
      </div>
      {action ? <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </section>
  );
}
