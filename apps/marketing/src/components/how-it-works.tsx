import { steps } from "@/content/features";
import { ComingNext } from "./coming-next";

/** The three steps on the landing page, each with what is coming for it. */
export function HowItWorks() {
  return (
    <section className="border-t border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 className="text-center text-3xl font-semibold tracking-tight">How it works</h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3">
              <span className="flex size-8 items-center justify-center rounded-full border border-primary/30 bg-background text-sm font-semibold text-primary">
                {index + 1}
              </span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{step.description}</p>
              <ComingNext ids={step.next} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
