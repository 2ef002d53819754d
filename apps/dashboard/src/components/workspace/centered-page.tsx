import { Card, CardContent, CardDescription, CardHeader, Logo, ThemeToggle } from "@parlo/ui";
import type { ReactNode } from "react";
import { env } from "@/env";

/** A single centred card with the brand above it, for pages outside the app shell (join, onboarding). */
export function CenteredPage({
  title,
  description,
  children,
  wide = false,
}: {
  /** left out when the children bring their own heading */
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-16">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <Logo name={env.NEXT_PUBLIC_BRAND_NAME} className="mb-8 text-2xl" />
      <Card className={wide ? "w-full max-w-lg" : "w-full max-w-md"}>
        {title ? (
          <CardHeader>
            <h1 className="text-xl leading-tight font-semibold tracking-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
        ) : null}
        <CardContent className={title ? undefined : "pt-6"}>{children}</CardContent>
      </Card>
    </main>
  );
}
