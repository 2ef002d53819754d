import { Button, EmptyState } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import Link from "next/link";

/** A page of the app opened in a region where the user belongs to no workspace. */
export function NoWorkspaceHere({
  region,
  description,
  action,
}: {
  region: TRegion;
  description: string;
  action: { href: string; label: string };
}) {
  return (
    <main className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <EmptyState
        title={`No workspace in the ${region.toUpperCase()} region`}
        description={description}
        action={
          <Button asChild>
            <Link href={action.href}>{action.label}</Link>
          </Button>
        }
      />
    </main>
  );
}
