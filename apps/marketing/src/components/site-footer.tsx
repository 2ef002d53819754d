import { Logo } from "@parlo/ui";
import Link from "next/link";
import { legalPage, legalSlugs } from "@/content/legal";
import { site } from "@/lib/site";

interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

const legalLinks: FooterLink[] = legalSlugs.map((slug) => ({
  href: `/legal/${slug}`,
  label: legalPage(slug, site.brand).linkLabel,
}));

const supportLinks: FooterLink[] = [
  { href: "/docs", label: "Documentation" },
  { href: "/legal/contact", label: "Contact us" },
  { href: site.signInUrl, label: "Sign in", external: true },
  { href: site.signUpUrl, label: "Create an account", external: true },
];

const complianceLinks: FooterLink[] = [
  { href: "/legal/gdpr", label: "GDPR" },
  { href: "/legal/privacy-policy", label: "Data protection" },
  { href: "/legal/cookie-policy", label: "Cookies" },
  { href: "/legal/tos", label: "Acceptable use" },
];

const columns = [
  { title: "Legal", links: legalLinks },
  { title: "Support", links: supportLinks },
  { title: "Compliance", links: complianceLinks },
];

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col gap-3">
          <Logo name={site.brand} />
          <p className="max-w-xs text-sm text-muted-foreground">
            AI chat agents that agencies build and run for their clients. Data hosted in the EU or North America.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={`${column.title}-${link.href}`}>
                  {link.external ? (
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {site.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
