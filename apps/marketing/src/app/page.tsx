import { Badge, Button } from "@parlo/ui";
import { ArrowRight } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { HeroPreview } from "@/components/hero-preview";
import { SiteShell } from "@/components/site-shell";
import { channels, features, steps } from "@/content/features";
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
              White-label AI agents for agencies
            </Badge>
            <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]">
              Build AI chat and voice agents. <span className="text-primary">Resell them under your brand.</span>
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              {site.brand} gives agencies everything to launch agents for their clients: a knowledge base, a website
              widget, messaging and phone channels, a branded client portal and billing through Stripe.
            </p>
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

      <section aria-label="Channels" className="border-y border-border bg-muted/40">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-8 gap-y-3 px-4 py-6 sm:px-6">
          <span className="text-sm font-medium text-muted-foreground">One agent, every channel:</span>
          {channels.map((channel) => (
            <span key={channel} className="text-sm font-semibold text-foreground/80">
              {channel}
            </span>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-24">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <p className="text-sm font-semibold text-primary">Everything an agency needs</p>
          <h2 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            From the first agent to the hundredth client
          </h2>
          <p className="text-muted-foreground">
            Build once, deploy everywhere your clients talk to their customers, and run it as your own business.
          </p>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 shadow-xs"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon node={feature.icon} className="size-5" />
              </span>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="border-t border-border bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <h2 className="text-center text-3xl font-semibold tracking-tight">How it works</h2>
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex flex-col gap-3">
                <span className="flex size-8 items-center justify-center rounded-full border border-primary/30 bg-background text-sm font-semibold text-primary">
                  {index + 1}
                </span>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

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
