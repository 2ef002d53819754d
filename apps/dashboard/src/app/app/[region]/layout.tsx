import { isRegion } from "@parlo/db";
import { Logo, ThemeToggle } from "@parlo/ui";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { SignOutButton } from "@/components/sign-out-button";
import { env } from "@/env";
import { getSession } from "@/server/auth";

export const dynamic = "force-dynamic";

/** The signed-in app under /app/{region}: unknown regions are not found, visitors sign in. */
export default async function RegionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ region: string }>;
}) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const session = await getSession();
  if (!session) redirect("/login");
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-14 items-center justify-between border-b border-border bg-card px-4">
        <Link href={`/app/${region}/agents`} aria-label="Agents">
          <Logo name={env.NEXT_PUBLIC_BRAND_NAME} />
        </Link>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-muted-foreground sm:inline" data-testid="signed-in-email">
            {session.email}
          </span>
          <ThemeToggle />
          <SignOutButton />
        </div>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  );
}
