import { EmptyState } from "@parlo/ui";
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Client onboarding" };

/** Client onboarding (no top bar): the steps an agency's new client goes through. */
export default function ClientOnboardingPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-6">
      <EmptyState
        className="max-w-md bg-card"
        title="Client onboarding"
        description="New clients of your agency are welcomed here: their goals, company details and first agent. The steps are set in Agency settings, SAAS Mode."
      />
    </main>
  );
}
