import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OnboardingFlow } from "@/components/onboarding/onboarding-flow";
import { CenteredPage } from "@/components/workspace/centered-page";
import { getSession } from "@/server/auth";
import { getShellData } from "@/server/shell-data";

export const metadata: Metadata = { title: "Welcome" };
export const dynamic = "force-dynamic";

/**
 * /onboarding?region=eu|na: forced while the profile is incomplete (sign-up). The company and
 * brand screens create a first agent from the company's website; Skip & Go to Dashboard
 * completes the profile without one.
 */
export default async function OnboardingPage({
  searchParams,
}: {
  searchParams: Promise<{ region?: string | string[] }>;
}) {
  const session = await getSession();
  if (!session) redirect("/login");
  const query = (await searchParams).region;
  const region = typeof query === "string" && isRegion(query) ? query : session.region;

  // signs out a session whose account is gone
  const { me, workspace } = await getShellData(region);
  if (me.isProfileComplete) redirect(`/app/${region}/agents`);

  return (
    <CenteredPage wide>
      <OnboardingFlow region={region} workspaceId={workspace?.id ?? null} />
    </CenteredPage>
  );
}
