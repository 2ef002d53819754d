import type { Region, RegionalDb } from "@parlo/db";
import { ANALYTICS_MESSAGES, type TAnalyticsSummaryOutput, type TAnalyticsSummaryQuery } from "@parlo/validators";
import { DomainError } from "../errors";
import { toLoadedAgent } from "../runtime/load-runtime-agent";
import { countryCounts } from "./country-counts";
import { creditsUsed } from "./credits-used";
import { dailyCounts } from "./daily-counts";
import { fillDays } from "./fill-days";
import { topQuestions } from "./top-questions";

/** A zone name Intl knows but PostgreSQL does not is the caller's mistake, not a server failure. */
async function refusingUnknownZone<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Error && /time zone .* not recognized/i.test(error.message)) {
      throw new DomainError("BAD_REQUEST", ANALYTICS_MESSAGES.badTimeZone);
    }
    throw error;
  }
}

/**
 * The Analytics tab's numbers for an agent over whole days in a time zone: totals, a row for every
 * day, the top questions, credits used and, when the agent's live settings have geo analytics on,
 * conversations per country. Everything is counted in the database (four queries after the
 * agent's, in parallel); nothing but the aggregates is read.
 */
export async function analyticsSummary(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  query: Pick<TAnalyticsSummaryQuery, "from" | "to" | "timeZone">;
}): Promise<TAnalyticsSummaryOutput> {
  const db = options.db.for(options.region);
  const range = options.query;
  const agent = await db.agent.findUnique({ where: { id: options.agentId } });
  if (!agent) throw new DomainError("NOT_FOUND", ANALYTICS_MESSAGES.notFound);
  // the live document decides whether visitors' countries are kept, so it decides whether they are shown
  const geoEnabled = toLoadedAgent(agent, false).document.enableGeoAnalytics === true;

  const [counted, credits, questions, geo] = await refusingUnknownZone(
    Promise.all([
      dailyCounts(db, agent.id, range),
      creditsUsed(db, agent.ownerId, agent.id, range),
      topQuestions(db, agent.id, range),
      geoEnabled ? countryCounts(db, agent.id, range) : Promise.resolve(null),
    ]),
  );

  const sum = (pick: (row: (typeof counted)[number]) => number) => counted.reduce((total, row) => total + pick(row), 0);
  const conversations = sum((row) => row.conversations);
  const handoffs = sum((row) => row.handoffs);
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: {
      conversations,
      messages: sum((row) => row.messages),
      visitorMessages: sum((row) => row.visitorMessages),
      handoffs,
      handoffRate: conversations === 0 ? 0 : handoffs / conversations,
      creditsUsed: credits,
    },
    days: fillDays(range.from, range.to, counted),
    topQuestions: questions,
    geo,
    geoEnabled,
  };
}
