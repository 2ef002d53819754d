import { Card, CardContent, CardDescription, CardHeader, CardTitle, Logo, ThemeToggle } from "@parlo/ui";
import type { ReactNode } from "react";
import { env } from "@/env";

/** The centred card shared by the sign-in and sign-up pages. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center bg-muted/40 px-4 py-12">
      <div className="absolute right-4 top-4">
        <ThemeToggle />
      </div>
      <Logo name={env.NEXT_PUBLIC_BRAND_NAME} className="mb-8 text-2xl" />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <p className="mt-6 text-sm text-muted-foreground">{footer}</p>
    </main>
  );
}
