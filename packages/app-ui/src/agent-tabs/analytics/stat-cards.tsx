import type { TAnalyticsSummaryOutput } from "@parlo/validators";
import { Icon, type IconNode } from "@parlo/ui/icon";
import { Coins, Headset, MessageSquare, MessagesSquare } from "lucide";
import { formatCount, formatCredits, formatPercent } from "./format";

function StatCard(props: {
  label: string;
  value: string;
  note: string;
  icon: IconNode;
  testId: string;
  title?: string;
}) {
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm"
      data-testid={props.testId}
    >
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{props.label}</span>
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon node={props.icon} className="size-4" />
        </span>
      </div>
      <p
        className="text-2xl font-semibold tracking-tight tabular-nums"
        title={props.title}
        data-testid={`${props.testId}-value`}
      >
        {props.value}
      </p>
      <p className="text-xs text-muted-foreground">{props.note}</p>
    </div>
  );
}

/** The range's totals: conversations, messages, handoff rate and credits used. */
export function StatCards({ totals }: { totals: TAnalyticsSummaryOutput["totals"] }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Conversations"
        value={formatCount(totals.conversations)}
        note="Started in this range"
        icon={MessagesSquare}
        testId="stat-conversations"
      />
      <StatCard
        label="Messages"
        value={formatCount(totals.messages)}
        note={`${formatCount(totals.visitorMessages)} from visitors`}
        icon={MessageSquare}
        testId="stat-messages"
      />
      <StatCard
        label="Handoff rate"
        value={formatPercent(totals.handoffRate)}
        note={`${formatCount(totals.handoffs)} of ${formatCount(totals.conversations)} went to a person`}
        icon={Headset}
        testId="stat-handoff-rate"
      />
      <StatCard
        label="Credits used"
        value={formatCredits(totals.creditsUsed)}
        title={`${totals.creditsUsed} credits`}
        note="For the agent's answers"
        icon={Coins}
        testId="stat-credits"
      />
    </div>
  );
}
