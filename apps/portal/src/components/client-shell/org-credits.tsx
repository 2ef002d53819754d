import { Icon } from "@parlo/ui/icon";
import { formatCreditsOneDecimal } from "@parlo/validators";
import { Coins } from "lucide";

const CLASSES =
  "hidden h-9 shrink-0 items-center gap-1.5 rounded-md border border-border px-3 text-sm tabular-nums sm:flex";

/**
 * The org's credits in the client top bar, with one decimal (its agents spend them). For a client
 * with the Billing page it is the credits button: it opens Billing, where credits are bought.
 */
export function OrgCredits({ credits, billing }: { credits: number; billing: boolean }) {
  const text = formatCreditsOneDecimal(credits);
  const content = (
    <>
      <Icon node={Coins} aria-hidden className="size-4 text-muted-foreground" />
      <span className="sr-only">Credits: </span>
      {text}
    </>
  );
  return billing ? (
    <a
      href="/billing"
      className={`${CLASSES} transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring`}
      title={`${text} credits: open Billing`}
      data-testid="org-credits"
    >
      {content}
    </a>
  ) : (
    <span className={CLASSES} title={`${text} credits`} data-testid="org-credits">
      {content}
    </span>
  );
}
