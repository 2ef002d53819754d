import { Badge } from "@parlo/ui";
import { BookOpenText, UserCheck } from "lucide";
import { Icon } from "@parlo/ui/icon";

/** A static illustration of an agent answering in the chat widget. Decorative only. */
export function HeroPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-linear-to-br from-primary/25 via-primary/5 to-transparent blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-xl shadow-primary/5">
        <div className="flex items-center gap-3 border-b border-border px-4 py-3">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            A
          </span>
          <div className="flex flex-col">
            <span className="text-sm font-semibold">Ava · Bright Dental</span>
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <span className="size-1.5 rounded-full bg-success" /> Online, replies instantly
            </span>
          </div>
        </div>
        <div className="flex flex-col gap-3 p-4 text-sm">
          <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-primary-foreground">
            Are you open on Saturdays? I&apos;d like to book a cleaning.
          </p>
          <div className="flex max-w-[85%] flex-col gap-2">
            <p className="rounded-2xl rounded-bl-sm bg-muted px-3.5 py-2">
              Yes, we&apos;re open Saturdays from 9:00 to 13:00. I can book a cleaning for you this Saturday at 10:30.
              Shall I reserve it?
            </p>
            <span className="inline-flex w-fit items-center gap-1.5 text-xs text-muted-foreground">
              <Icon node={BookOpenText} className="size-3.5" /> Source: Opening hours.pdf
            </span>
          </div>
          <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-primary-foreground">
            Yes please!
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5 border-t border-border px-4 py-3">
          <Badge variant="secondary">Website</Badge>
          <Badge variant="secondary">Knowledge base</Badge>
          <Badge variant="secondary">Booking tool</Badge>
        </div>
      </div>
      <div className="absolute -bottom-11 -left-6 hidden items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-lg sm:flex">
        <span className="flex size-8 items-center justify-center rounded-full bg-success/15 text-success">
          <Icon node={UserCheck} className="size-4" />
        </span>
        <div className="flex flex-col">
          <span className="text-xs font-semibold">New lead · Saturday 10:30</span>
          <span className="text-xs text-muted-foreground">Appointment booked</span>
        </div>
      </div>
    </div>
  );
}
