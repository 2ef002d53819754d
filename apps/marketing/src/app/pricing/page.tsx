import type { Metadata } from "next";
import Link from "next/link";
import { AvailabilityTable } from "@/components/availability-table";
import { PageIntro } from "@/components/page-intro";
import { PlanCard } from "@/components/plan-card";
import { SiteShell } from "@/components/site-shell";
import { plans } from "@/content/plans";

export const metadata: Metadata = {
  title: "Pricing",
  description: "Simple pricing: start free, pay 20 USD a month plus usage, or talk to us about Enterprise.",
};

export default function PricingPage() {
  return (
    <SiteShell>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <PageIntro eyebrow="Pricing" title="Simple pricing that grows with your agency">
            <p>Start for free. Pay a small monthly fee and only the usage you need when your clients go live.</p>
          </PageIntro>
        </div>
        <div className="mt-14 grid items-stretch gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <AvailabilityTable />
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted-foreground">
          Prices exclude taxes. Usage, such as the answers your agents give, is paid from prepaid credits. Questions
          about payments? Read the{" "}
          <Link href="/legal/refund-policy" className="font-medium text-foreground underline underline-offset-4">
            refund policy
          </Link>
          .
        </p>
      </section>
    </SiteShell>
  );
}
