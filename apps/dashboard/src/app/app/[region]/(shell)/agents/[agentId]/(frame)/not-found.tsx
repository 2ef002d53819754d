import { NamedIcon } from "@/components/agent-dashboard/icons";

/** A tab that does not exist, or that this viewer does not see; the frame stays around it. */
export default function AgentTabNotFound() {
  return (
    <section className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-border px-6 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <NamedIcon name="search" className="size-7" />
      </div>
      <div className="flex max-w-md flex-col gap-1.5">
        <h2 className="text-lg font-semibold tracking-tight">Page not found</h2>
        <p className="text-sm text-muted-foreground">
          This agent has no such page, or it is not available to you. Pick a tab above.
        </p>
      </div>
    </section>
  );
}
