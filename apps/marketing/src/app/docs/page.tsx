import { Button } from "@parlo/ui";
import type { Metadata } from "next";
import { ComingSoonNotice } from "@/components/coming-soon-notice";
import { PageIntro } from "@/components/page-intro";
import { SiteShell } from "@/components/site-shell";
import { docSections } from "@/content/docs";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Docs",
  description: "Get started: create an agent, add knowledge, put it on a website and run it for your clients.",
};

export default function DocsPage() {
  return (
    <SiteShell>
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-[200px_1fr] md:py-20">
        <nav aria-label="On this page" className="hidden md:block">
          <ul className="sticky top-24 flex flex-col gap-2 text-sm">
            {docSections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="flex flex-col gap-10">
          <PageIntro eyebrow="Docs" title="Getting started">
            <p>From an empty account to an agent your client can use, in four steps.</p>
          </PageIntro>
          {docSections.map((section) => (
            <section key={section.id} id={section.id} className="flex scroll-mt-24 flex-col gap-3">
              <h2 className="text-xl font-semibold tracking-tight">{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              <ComingSoonNotice ids={section.coming} />
            </section>
          ))}
          <div>
            <Button asChild>
              <a href={site.signUpUrl}>Create your account</a>
            </Button>
          </div>
        </article>
      </div>
    </SiteShell>
  );
}
