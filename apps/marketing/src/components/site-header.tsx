import { Button, Logo, ThemeToggle } from "@parlo/ui";
import Link from "next/link";
import { site } from "@/lib/site";

const navLinks = [
  { href: "/pricing", label: "Pricing" },
  { href: "/docs", label: "Docs" },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Link href="/" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo name={site.brand} />
        </Link>
        <nav aria-label="Main" className="flex items-center sm:gap-1">
          {navLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Button asChild variant="outline" size="sm">
            <a href={site.signInUrl}>Sign in</a>
          </Button>
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <a href={site.signUpUrl}>Get started</a>
          </Button>
        </div>
      </div>
    </header>
  );
}
