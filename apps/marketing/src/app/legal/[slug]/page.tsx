import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageIntro } from "@/components/page-intro";
import { SiteShell } from "@/components/site-shell";
import { isLegalSlug, legalPage, legalSlugs } from "@/content/legal";
import { site } from "@/lib/site";

interface LegalPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return legalSlugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: LegalPageProps): Promise<Metadata> {
  const { slug } = await params;
  if (!isLegalSlug(slug)) return {};
  const page = legalPage(slug, site.brand);
  return { title: page.title, description: page.summary };
}

export default async function LegalPage({ params }: LegalPageProps) {
  const { slug } = await params;
  if (!isLegalSlug(slug)) notFound();
  const page = legalPage(slug, site.brand);

  return (
    <SiteShell>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
        <PageIntro eyebrow="Legal" title={page.title}>
          <p>{page.summary}</p>
        </PageIntro>
        <div className="mt-10 flex flex-col gap-8">
          {page.sections.map((section) => (
            <section key={section.heading} className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
        <p className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
          This page is a plain-language summary. Questions? See our{" "}
          <Link href="/legal/contact" className="font-medium text-foreground underline underline-offset-4">
            contact page
          </Link>
          .
        </p>
      </article>
    </SiteShell>
  );
}
