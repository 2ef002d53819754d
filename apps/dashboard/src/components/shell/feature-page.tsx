import { EmptyState } from "@parlo/ui";
import type { ReactNode } from "react";

/**
 * A page of the owner app whose feature is not built yet: the real frame (title, description)
 * and an empty state that says plainly what will appear here.
 */
export function FeaturePage({
  title,
  description,
  icon,
  empty,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  empty: string;
}) {
  return (
    <main className="mx-auto max-w-[1500px] space-y-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <EmptyState icon={icon} title={`No ${title.toLowerCase()} yet`} description={empty} className="py-16" />
    </main>
  );
}
