import type { TAgency } from "@parlo/validators";

/** The agency's legal links under its public pages (each shown when set and switched on). */
export function AgencyFooterLinks({ agency }: { agency: TAgency }) {
  const { footer } = agency;
  const links = [
    footer.showTermsLink && agency.tosPage ? { href: agency.tosPage, label: "Terms" } : null,
    footer.showPrivacyLink && agency.privacyPolicypPage ? { href: agency.privacyPolicypPage, label: "Privacy" } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <footer className="absolute inset-x-0 bottom-0 flex justify-center gap-4 p-4 text-xs text-muted-foreground">
      {links.map((link) => (
        <a key={link.label} href={link.href} className="hover:text-foreground" target="_blank" rel="noreferrer">
          {link.label}
        </a>
      ))}
    </footer>
  );
}
