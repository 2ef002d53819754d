import { Button, Card, CardContent, CardHeader, CardTitle } from "@parlo/ui";
import { Markdown } from "@parlo/ui/markdown";
import type { TAgency } from "@parlo/validators";
import { AgencyLogo } from "./agency-logo";
import { AgencyPublicPage } from "./agency-public-page";

/**
 * An agency's portal front page, in its brand only (logo, name, branding text, colours, font,
 * custom CSS and its own legal links), with the way in for its clients.
 */
export function AgencyLanding({ agency, signUpOpen }: { agency: TAgency; signUpOpen: boolean }) {
  return (
    <AgencyPublicPage agency={agency}>
      <Card className="w-full max-w-md shadow-lg" data-testid="agency-landing">
        <CardHeader className="items-center gap-3 pb-4 text-center">
          <AgencyLogo agency={agency} />
          <CardTitle className="text-xl">{agency.name}</CardTitle>
          {agency.brandingText ? (
            <Markdown text={agency.brandingText} className="text-sm text-muted-foreground" />
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Button asChild>
              <a href="/login">Sign In</a>
            </Button>
            {signUpOpen ? (
              <Button asChild variant="outline">
                <a href="/signup">Sign Up</a>
              </Button>
            ) : null}
          </div>
          {agency.supportEmail ? (
            <p className="text-center text-sm">
              Questions?{" "}
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={`mailto:${agency.supportEmail}`}
              >
                {agency.supportEmail}
              </a>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </AgencyPublicPage>
  );
}
