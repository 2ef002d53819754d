import { Button, Card, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import Link from "next/link";
import { PortalShell } from "@/components/portal-shell";

export default function NotFound() {
  return (
    <PortalShell>
      <Card className="w-full max-w-md text-center shadow-lg">
        <CardHeader className="items-center gap-2">
          <p className="text-sm font-semibold text-primary">404</p>
          <CardTitle className="text-xl">Page not found</CardTitle>
          <CardDescription>This page does not exist in the client portal.</CardDescription>
          <Button asChild variant="outline" className="mt-4">
            <Link href="/">Back to the portal</Link>
          </Button>
        </CardHeader>
      </Card>
    </PortalShell>
  );
}
