import { Card, CardContent, CardHeader, CardTitle, cn } from "@parlo/ui";
import { Markdown } from "@parlo/ui/markdown";
import type { TAgency } from "@parlo/validators";
import { AgencyBrandStyle } from "./agency-brand-style";
import { PortalShell } from "./portal-shell";

/**
 * An agency's portal front page, in its brand only (logo, name, branding text, colours, font,
 * custom CSS and its own legal links). Client sign-in opens on it with the client portal.
 */
export function AgencyLanding({ agency }: { agency: TAgency }) {
  const { footer } = agency;
  const links = [
    footer.showTermsLink && agency.tosPage ? { href: agency.tosPage, label: "Terms" } : null,
    footer.showPrivacyLink && agency.privacyPolicypPage ? { href: agency.privacyPolicypPage, label: "Privacy" } : null,
  ].filter((link) => link !== null);
  return (
    <div className="agency-portal relative">
      <AgencyBrandStyle agency={agency} />
      <PortalShell>
        <Card className="w-full max-w-md shadow-lg" data-testid="agency-landing">
          <CardHeader className="items-center gap-3 pb-4 text-center">
            {agency.squarePhotoURL ? (
              <span className="flex">
                <img
                  src={agency.squarePhotoURL}
                  alt={`${agency.name} logo`}
                  width={64}
                  height={64}
                  className={cn("size-16 rounded-xl object-cover", agency.darkModeSquarePhotourl && "dark:hidden")}
                />
                {agency.darkModeSquarePhotourl ? (
                  <img
                    src={agency.darkModeSquarePhotourl}
                    alt={`${agency.name} logo`}
                    width={64}
                    height={64}
                    className="hidden size-16 rounded-xl object-cover dark:block"
                  />
                ) : null}
              </span>
            ) : null}
            <CardTitle className="text-xl">{agency.name}</CardTitle>
            {agency.brandingText ? (
              <Markdown text={agency.brandingText} className="text-sm text-muted-foreground" />
            ) : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="rounded-lg border border-border bg-muted/50 px-3 py-2.5 text-center text-sm text-muted-foreground">
              Client sign-in is being set up. {agency.name} will send you your sign-in link.
            </p>
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
      </PortalShell>
      {links.length > 0 ? (
        <footer className="absolute inset-x-0 bottom-0 flex justify-center gap-4 p-4 text-xs text-muted-foreground">
          {links.map((link) => (
            <a key={link.label} href={link.href} className="hover:text-foreground" target="_blank" rel="noreferrer">
              {link.label}
            </a>
          ))}
        </footer>
      ) : null}
    </div>
  );
}
