import { getClientOnboarding, needsClientOnboarding } from "@parlo/core/portal";
import { ThemeToggle } from "@parlo/ui";
import { Toaster } from "@parlo/ui/toaster";
import { notFound, redirect } from "next/navigation";
import { AgencyBrandStyle } from "../agency/agency-brand-style";
import { AgencyLogo } from "../agency/agency-logo";
import { LogOutButton } from "../client-shell/log-out-button";
import { ClientOnboardingFlow } from "./client-onboarding-flow";
import { env } from "@/env";
import { agencyRequest, currentViewer } from "@/server/current-viewer";
import { getDeps } from "@/server/deps";

/**
 * The agency's client onboarding (/client/onboarding, no top bar): a new sign-up goes through the
 * steps the agency switched on until it completes them; anyone else goes to their dashboard.
 */
export async function ClientOnboardingPage() {
  const request = await agencyRequest();
  if (!request) notFound();
  const signedIn = await currentViewer(request);
  if (!signedIn) redirect("/login");
  const { session } = signedIn;
  if (session.kind !== "client" || !session.client || session.readOnly || !needsClientOnboarding(session.client)) {
    redirect("/home");
  }
  const view = await getClientOnboarding({
    deps: getDeps(),
    region: request.host.region,
    agencyId: request.host.agencyId,
    workspaceId: request.workspaceId,
    clientId: session.client.id,
    orgId: session.client.orgId,
  });
  const { agency } = request;
  return (
    <Toaster>
      <div className="agency-portal flex min-h-screen flex-col bg-muted/30">
        <AgencyBrandStyle agency={agency} />
        <header className="flex h-14 items-center gap-2 px-4 md:px-6">
          <AgencyLogo agency={agency} size={32} className="rounded-lg" />
          <span className="truncate font-semibold">{agency.name}</span>
          <div className="ml-auto flex items-center gap-2">
            <ThemeToggle />
            <LogOutButton variant="outline" size="sm" />
          </div>
        </header>
        <main className="flex flex-1 items-start justify-center p-4 md:items-center md:p-6">
          <div className="w-full max-w-2xl rounded-xl border border-border bg-card p-5 shadow-sm md:p-8">
            <ClientOnboardingFlow
              initial={view}
              agencyName={agency.name}
              region={request.host.region}
              dashboardUrl={env.NEXT_PUBLIC_DASHBOARD_URL}
            />
          </div>
        </main>
      </div>
    </Toaster>
  );
}
