import { isRegion } from "@parlo/db";
import { Alert } from "@parlo/ui";
import { BILLING_MESSAGES, type TBillingOverview, type TInvoiceSummary } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { BillingView } from "@/components/billing/billing-view";
import { contactAddresses } from "@/components/billing/contact-addresses";
import { CurrentPlanCard } from "@/components/billing/current-plan-card";
import { InvoicesCard } from "@/components/billing/invoices-card";
import { memberPlan } from "@/components/billing/member-plan";
import { PaymentsNotConfigured } from "@/components/billing/payments-not-configured";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";
import { env } from "@/env";
import { routes } from "@/lib/routes";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";

export const metadata: Metadata = { title: "Billing" };
export const dynamic = "force-dynamic";

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-sm text-muted-foreground">
          Your plan, credit balance, add-ons, automatic recharge and invoices.
        </p>
      </div>
      {children}
    </main>
  );
}

/**
 * /app/{region}/account/billing: the workspace's plan and balance, top-up, automatic recharge,
 * add-ons, subscription and invoices (workspace-billing.md). Owners only manage billing; members
 * see the plan. Without Stripe keys the page says payments are not configured.
 */
export default async function BillingPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { workspace } = await getShellData(region);
  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Billing appears once you belong to a workspace here."
        action={{ href: routes.agents(region), label: "Go to agents" }}
      />
    );
  }

  const scope = { region, workspaceId: workspace.id };
  const api = await serverCaller();
  const overview: TBillingOverview | null = await api.billing.overview(scope).catch((error: unknown) => {
    console.error("billing page: overview", error instanceof Error ? error.message : error);
    return null;
  });

  if (workspace.role !== "owner") {
    // members see the plan; managing billing is the owner's
    return (
      <Frame>
        <CurrentPlanCard
          plan={overview?.plan ?? memberPlan(workspace)}
          balanceCredits={overview?.balanceCredits ?? String(workspace.loadTokens)}
          costThisMonthUsd={overview?.costThisMonthUsd ?? null}
          paymentMethod={null}
          notice={<Alert variant="info">{BILLING_MESSAGES.ownerOnly}</Alert>}
        />
      </Frame>
    );
  }

  if (!overview) {
    return (
      <Frame>
        <Alert variant="error" title={BILLING_MESSAGES.loadFailed}>
          Reload the page to try again.
        </Alert>
      </Frame>
    );
  }

  if (!overview.configured) {
    return (
      <Frame>
        <PaymentsNotConfigured overview={overview} salesEmail={contactAddresses(env.EMAIL_FROM).sales} />
      </Frame>
    );
  }

  const invoices: TInvoiceSummary[] | null = await api.billing.invoices(scope).catch(() => null);
  return (
    <Frame>
      <BillingView scope={scope} overview={overview} contacts={contactAddresses(env.EMAIL_FROM)}>
        <InvoicesCard invoices={invoices} />
      </BillingView>
    </Frame>
  );
}
