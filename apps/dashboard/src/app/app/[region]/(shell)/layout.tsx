import { isRegion } from "@parlo/db";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { env } from "@/env";
import { routes } from "@/lib/routes";
import { getSession } from "@/server/auth";
import { getShellData } from "@/server/shell-data";
import { redirectToSignIn } from "@/server/sign-in-redirect";

export const dynamic = "force-dynamic";

/**
 * The signed-in app under /app/{region} (side navigation and top bar): visitors sign in (and come
 * back to the page they asked for), and a user whose profile is incomplete goes to
 * /onboarding?region= first.
 */
export default async function RegionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ region: string }>;
}) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  if (!(await getSession())) await redirectToSignIn(routes.agents(region));
  const { me, workspaces, workspace } = await getShellData(region);
  if (!me.isProfileComplete) redirect(routes.onboarding(region));
  return (
    <AppShell
      region={region}
      me={me}
      workspaces={workspaces}
      workspace={workspace}
      platformChoiceHost={env.PLATFORM_CHOICE_HOSTNAME}
    >
      {children}
    </AppShell>
  );
}
