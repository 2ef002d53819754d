import { Badge, Button } from "@parlo/ui";
import { ArrowRight } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { ChannelStrip } from "@/components/channel-strip";
import { ComingNext } from "@/components/coming-next";
import { FeatureGrid } from "@/components/feature-grid";
import { HeroPreview } from "@/components/hero-preview";
import { HowItWorks } from "@/components/how-it-works";
import { SiteShell } from "@/components/site-shell";
import { site } from "@/lib/site";

export default function HomePage() {
  return (
    <SiteShell>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-[480px] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_14%,transparent),transparent_65%)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 md:pt-24 lg:grid-cols-[1.1fr_1fr]">
          <div className="flex flex-col items-start gap-6">
            <Badge variant="outline" className="bg-background/60 px-3 py-1 text-muted-foreground">
              AI chat agents for agencies
            </Badge>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]">
              Build AI agents for your clients.{" "}
              <span className="text-primary">Answer their customers from their own knowledge.</span>
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              {site.brand} gives agencies what they need to launch agents for their clients: a knowledge base, a website
              chat widget, tools, human handoff, lead capture and analytics.
            </p>
            <ComingNext ids={["clientPortal", "clientBilling", "voiceAgents"]} />
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <a href={site.signUpUrl}>
                  Get started <Icon node={ArrowRight} aria-hidden />
                </a>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href={site.signInUrl}>Sign in</a>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">Free to start. No credit card required.</p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <ChannelStrip />
      <FeatureGrid />
      <HowItWorks />

      <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="flex flex-col items-center gap-6 rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl shadow-primary/20">
          <h2 className="max-w-2xl text-3xl font-semibold tracking-tight text-balance">
            Launch your own AI agent business this week
          </h2>
          <p className="max-w-xl text-primary-foreground/80">
            Start free, build your first agent in minutes and upgrade when your first client signs.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="bg-primary-foreground text-primary hover:bg-primary-foreground/90"
            >
              <a href={site.signUpUrl}>Get started</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-primary-foreground hover:bg-primary-foreground/10"
            >
              <Link href="/pricing">See pricing</Link>
            </Button>
          </div>
        </div>
      </section>
    </SiteShell>
  );
}
