import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from "@parlo/ui";
import { Check, CircleDashed } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { isComing } from "@/content/feature-availability";
import type { Plan } from "@/content/plans";
import { FeatureNames } from "./feature-names";
import { site } from "@/lib/site";

function ctaHref(plan: Plan): string {
  switch (plan.cta.action) {
    case "signup":
      return site.signUpUrl;
    case "subscribe":
      return `${site.signUpUrl}?plan=${plan.id}`;
    case "contact":
      return "/legal/contact";
  }
}

export function PlanCard({ plan }: { plan: Plan }) {
  const href = ctaHref(plan);
  return (
    <Card className={cn("relative", plan.popular && "border-primary shadow-lg shadow-primary/10 ring-1 ring-primary")}>
      {plan.popular ? <Badge className="absolute -top-3 left-6">Most popular</Badge> : null}
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <p className="mt-4 flex items-baseline gap-1.5">
          {plan.priceFrom ? <span className="text-sm text-muted-foreground">from</span> : null}
          <span className="text-4xl font-semibold tracking-tight">${plan.priceUsd.toLocaleString("en-US")}</span>
          <span className="text-sm text-muted-foreground">USD {plan.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2.5 text-sm">
          {plan.features.map((feature) =>
            typeof feature === "string" ? (
              <li key={feature} className="flex gap-2.5">
                <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{feature}</span>
              </li>
            ) : (
              <li key={feature.sells.join()} className="flex gap-2.5">
                <Icon
                  node={feature.sells.some(isComing) ? CircleDashed : Check}
                  className="mt-0.5 size-4 shrink-0 text-primary"
                />
                <FeatureNames ids={feature.sells} />
              </li>
            ),
          )}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant={plan.popular ? "default" : "outline"} className="w-full">
          {href.startsWith("/") ? <Link href={href}>{plan.cta.label}</Link> : <a href={href}>{plan.cta.label}</a>}
        </Button>
      </CardFooter>
    </Card>
  );
}
