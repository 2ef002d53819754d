"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Sparkles, X } from "lucide";
import { useDismissed } from "./use-dismissed";

/** The dismissible "Set up your agency" card at the top of the page (stays dismissed on this browser). */
export function AgencyIntro() {
  const [dismissed, dismiss] = useDismissed("parlo.agency-intro-dismissed");
  if (dismissed) return null;
  return (
    <section
      aria-labelledby="agency-intro-title"
      className="relative flex gap-4 rounded-xl border border-primary/25 bg-primary/5 p-4 pr-12 sm:p-5 sm:pr-14"
    >
      <span className="hidden size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary sm:grid">
        <Icon node={Sparkles} />
      </span>
      <div className="flex min-w-0 flex-col gap-1.5">
        <h2 id="agency-intro-title" className="text-sm font-semibold">
          Set up your agency
        </h2>
        <ul className="list-disc space-y-1 pl-4 text-[13px] text-muted-foreground">
          <li>
            Give your agency its name, logo, font and colours in Overview and Theme; the preview shows what your clients
            will see.
          </li>
          <li>
            Choose what the client footer shows, and add your own pages to your clients&apos; dashboard in Custom Tabs.
          </li>
          <li>Save to create your agency: you then get the admin link that signs you into your client portal.</li>
        </ul>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8"
        aria-label="Dismiss the introduction"
        onClick={dismiss}
      >
        <Icon node={X} />
      </Button>
    </section>
  );
}
