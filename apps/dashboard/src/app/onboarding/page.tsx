import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CenteredPage } from "@/components/workspace/centered-page";
import { SkipOnboardingButton } from "@/components/workspace/skip-onboarding-button";
import { env } from "@/env";
import { getSession } from "@/server/auth";
import { getShellData } from "@/server/shell-data";

export const metadata: Metadata = { title: "Welcome" };
export const dynamic = "force-dynamic";

const NEXT_STEPS = [
  { title: "Create your first agent", text: "Start a chat or voice agent and teach it about your business." },
  { title: "Connect your channels", text: "Put it on your website, WhatsApp, phone numbers and more." },
  { title: "Invite your team", text: "Add teammates to your workspace from the workspace settings." },
] as const;

/**
 * /onboarding?region=eu|na: shown while the profile is incomplete (sign-up). For now a welcome
 * screen whose "Skip & Go to Dashboard" completes the profile; the company and brand steps come later.
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
  const { me } = await getShellData(region);
  if (me.isProfileComplete) redirect(`/app/${region}/agents`);

  const firstName = me.displayName.trim().split(/\s+/)[0];
  return (
    <CenteredPage
      wide
      title={`Welcome to ${env.NEXT_PUBLIC_BRAND_NAME}`}
      description={
        firstName
          ? `Your account is ready, ${firstName}. Here is what happens next.`
          : "Your account is ready. Here is what happens next."
      }
    >
      <div className="flex flex-col gap-6">
        <ol className="flex flex-col gap-4">
          {NEXT_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{step.title}</span>
                <span className="text-sm text-muted-foreground">{step.text}</span>
              </div>
            </li>
          ))}
        </ol>
        <p className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
          Your workspace and its data are stored in the{" "}
          <span className="font-medium text-foreground">{region.toUpperCase()}</span> region.
        </p>
        <SkipOnboardingButton region={region} />
      </div>
    </CenteredPage>
  );
}
