import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { LEAD_MESSAGES } from "@parlo/validators";
import { Contact } from "lucide";
import Link from "next/link";
import { useAgentHref } from "../../agent-tabs-context";

/** No leads at all: how to get some, depending on whether the agent has a lead form (draft, live). */
export function LeadsEmpty({ agentId, form }: { agentId: string; form: { draft: boolean; live: boolean } }) {
  const href = useAgentHref();
  const testPanelHref = href(agentId, { tab: "leads", testPanel: true });
  const promptHref = href(agentId, { tab: "nodes" });
  const body = form.live
    ? LEAD_MESSAGES.emptyWaiting
    : form.draft
      ? LEAD_MESSAGES.emptyNotLive
      : LEAD_MESSAGES.emptyNoForm;
  return (
    <section
      className="flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-border bg-card/40 px-6 py-16 text-center"
      data-testid="leads-empty"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon node={Contact} className="size-7" />
      </div>
      <div className="flex max-w-md flex-col gap-2">
        <h3 className="text-base font-semibold">{LEAD_MESSAGES.emptyTitle}</h3>
        <p className="text-sm text-muted-foreground">{body}</p>
      </div>
      {form.live ? (
        testPanelHref ? (
          <Button asChild size="sm" variant="outline">
            <Link href={testPanelHref}>Try it in the test panel</Link>
          </Button>
        ) : null
      ) : form.draft || !promptHref ? null : (
        <Button asChild size="sm">
          <Link href={promptHref}>{LEAD_MESSAGES.openPrompt}</Link>
        </Button>
      )}
    </section>
  );
}
