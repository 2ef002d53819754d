import { Button } from "@parlo/ui";
import { ANALYTICS_MESSAGES, type TAnalyticsCountry } from "@parlo/validators";
import Link from "next/link";
import { useAgentHref } from "../../agent-tabs-context";
import { countryName, formatCount, formatPercent } from "./format";

/** Conversations per visitor country with bars; a note with the setting's link when geo analytics is off. */
export function CountryList({ agentId, geo }: { agentId: string; geo: TAnalyticsCountry[] | null }) {
  const settingHref = useAgentHref()(agentId, { tab: "settings", subTab: "analytics" });
  if (geo === null) {
    return (
      <div
        className="flex flex-col items-start gap-3 py-2 text-sm text-muted-foreground"
        data-testid="analytics-geo-off"
      >
        <p>{ANALYTICS_MESSAGES.geoOff}</p>
        {settingHref ? (
          <Button asChild size="sm" variant="outline">
            <Link href={settingHref}>{ANALYTICS_MESSAGES.geoSettingLink}</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  if (geo.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{ANALYTICS_MESSAGES.geoEmpty}</p>;
  }
  const most = geo[0]?.conversations ?? 1;
  const located = geo.reduce((sum, row) => sum + row.conversations, 0);
  return (
    <ul className="flex flex-col gap-3" data-testid="analytics-countries">
      {geo.map((row) => (
        <li key={row.country} className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate" title={row.country}>
              {countryName(row.country)}
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">
              <span className="font-medium text-foreground">{formatCount(row.conversations)}</span>
              {" · "}
              {formatPercent(row.conversations / located)}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-primary" style={{ width: `${(row.conversations / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
