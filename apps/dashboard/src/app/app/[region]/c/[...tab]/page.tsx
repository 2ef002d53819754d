import { isRegion } from "@parlo/db";
import { Button, EmptyState } from "@parlo/ui";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { routes } from "@/lib/routes";

export const metadata: Metadata = { title: "Custom tab" };

/** Preview of an agency custom tab (/app/{region}/c{tabHref}). */
export default async function CustomTabPreview({ params }: { params: Promise<{ region: string; tab: string[] }> }) {
  const { region, tab } = await params;
  if (!isRegion(region)) notFound();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-6">
      <EmptyState
        className="max-w-md bg-card"
        title={`Custom tab /${tab.join("/")}`}
        description="Custom tabs you add in Agency settings (HTML or an embedded page) are previewed here as your clients will see them."
        action={
          <Button asChild variant="outline" size="sm">
            <Link href={routes.agency(region)}>Open Agency settings</Link>
          </Button>
        }
      />
    </main>
  );
}
