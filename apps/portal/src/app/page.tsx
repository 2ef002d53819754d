import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import { Globe, Unplug } from "lucide";
import { Icon } from "@parlo/ui/icon";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { AgencyLanding } from "@/components/agency/agency-landing";
import { PortalShell } from "@/components/portal-shell";
import { hostNameOf } from "@parlo/tenancy";
import { currentAgency } from "@/server/current-agency";

/**
 * The portal's front page: an agency's own page on its sub-domain or custom domain, the
 * "not connected" page on the portal's own address, and a neutral not-found anywhere else.
 */
export default async function PortalHomePage() {
  const request = await currentAgency();
  if (request.kind === "unknown") notFound();
  if (request.kind === "agency")
    return <AgencyLanding agency={request.agency} signUpOpen={request.signIn.enableClientSignup} />;
  const host = hostNameOf((await headers()).get("host"));

  return (
    <PortalShell>
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="items-center gap-3 pb-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Icon node={Unplug} aria-hidden className="size-6" />
          </span>
          <CardTitle className="text-xl">Client portal</CardTitle>
          <CardDescription className="text-base">This address is not connected to an agency yet.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/50 px-3 py-2.5">
            <Icon node={Globe} aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Address:</span>
            <span className="min-w-0 truncate text-sm font-medium">{host ?? "unknown host"}</span>
          </div>
          <p className="text-sm leading-relaxed text-muted-foreground">
            If you run an agency, connect this domain in your{" "}
            <span className="font-medium text-foreground">Agency settings</span> to show your clients a branded sign-in
            page here. If you are a client, use the link your agency sent you.
          </p>
        </CardContent>
      </Card>
    </PortalShell>
  );
}
