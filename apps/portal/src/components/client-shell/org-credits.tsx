import { Icon } from "@parlo/ui/icon";
import { formatCreditsOneDecimal } from "@parlo/validators";
import { Coins } from "lucide";

/** The org's credits in the client top bar, with one decimal (its agents spend them). */
export function OrgCredits({ credits }: { credits: number }) {
  const text = formatCreditsOneDecimal(credits);
  return (
    <span
      className="hidden h-9 shrink-0 items-center gap-1.5 rounded-md border border-border px-3 text-sm tabular-nums sm:flex"
      title={`${text} credits`}
      data-testid="org-credits"
    >
      <Icon node={Coins} aria-hidden className="size-4 text-muted-foreground" />
      <span className="sr-only">Credits: </span>
      {text}
    </span>
  );
}
