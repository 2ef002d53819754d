import type { TAgency } from "@parlo/validators";
import type { ReactNode } from "react";
import { PortalShell } from "../portal-shell";
import { AgencyBrandStyle } from "./agency-brand-style";
import { AgencyFooterLinks } from "./agency-footer";

/**
 * A public page of an agency's portal (its front page, sign-in, sign-up): centred, in the agency's
 * brand only (font, colour, custom CSS), with its legal links.
 */
export function AgencyPublicPage({ agency, children }: { agency: TAgency; children: ReactNode }) {
  return (
    <div className="agency-portal relative">
      <AgencyBrandStyle agency={agency} />
      <PortalShell>{children}</PortalShell>
      <AgencyFooterLinks agency={agency} />
    </div>
  );
}
