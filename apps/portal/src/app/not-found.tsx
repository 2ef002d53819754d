import { buttonVariants, Card, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import { PortalShell } from "@/components/portal-shell";

/**
 * The neutral not-found page (unknown hosts and paths). Every route carries it, so it uses no
 * client component: its code would weigh on every page's first load.
 */
export default function NotFound() {
  return (
    <PortalShell themeToggle={false}>
      <Card className="w-full max-w-md text-center shadow-lg">
        <CardHeader className="items-center gap-2">
          <p className="text-sm font-semibold text-primary">404</p>
          <CardTitle className="text-xl">Page not found</CardTitle>
          <CardDescription>This page does not exist in the client portal.</CardDescription>
          <a href="/" className={buttonVariants({ variant: "outline", className: "mt-4" })}>
            Back to the portal
          </a>
        </CardHeader>
      </Card>
    </PortalShell>
  );
}
