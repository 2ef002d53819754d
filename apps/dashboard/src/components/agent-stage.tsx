import { EmptyState } from "@parlo/ui";
import type { ReactNode } from "react";

/** A full-page, navigation-free view of an agent (render iframe, demo): its name and what shows here. */
export function AgentStage({ title, imageUrl, children }: { title: string; imageUrl: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 p-6">
      <div className="flex items-center gap-3">
        {imageUrl ? (
          <img src={imageUrl} alt="" className="size-10 rounded-full object-cover" />
        ) : (
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground">
            {title.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1 className="text-xl font-semibold">{title}</h1>
      </div>
      <EmptyState className="max-w-md bg-card" title="The chat opens here" description={children} />
    </main>
  );
}
