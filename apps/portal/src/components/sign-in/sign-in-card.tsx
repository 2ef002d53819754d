import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@parlo/ui";
import type { TAgency } from "@parlo/validators";
import type { ReactNode } from "react";
import { AgencyLogo } from "../agency/agency-logo";
import { AgencyPublicPage } from "../agency/agency-public-page";

/** The agency-branded card of the sign-in, sign-up and admin pages. */
export function SignInCard({
  agency,
  title,
  description,
  children,
  footer,
}: {
  agency: TAgency;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <AgencyPublicPage agency={agency}>
      <div className="flex w-full max-w-sm flex-col items-center gap-6">
        <Card className="w-full shadow-lg">
          <CardHeader className="items-center gap-2 text-center">
            <AgencyLogo agency={agency} size={48} />
            <CardTitle className="text-xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer ? <p className="text-sm text-muted-foreground">{footer}</p> : null}
      </div>
    </AgencyPublicPage>
  );
}
