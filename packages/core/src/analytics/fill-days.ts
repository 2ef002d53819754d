import { addIsoDays, rangeDays, type TAnalyticsDay } from "@parlo/validators";

export interface DayCounts {
  day: string;
  conversations: number;
  handoffs: number;
  messages: number;
  visitorMessages: number;
}

/** Every day from `from` to `to` (both included), in order, with the counted days' numbers and zeros elsewhere. */
export function fillDays(from: string, to: string, counted: readonly DayCounts[]): TAnalyticsDay[] {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  return Array.from({ length: rangeDays(from, to) }, (_, index) => {
    const date = addIsoDays(from, index);
    const row = byDay.get(date);
    return { date, conversations: row?.conversations ?? 0, messages: row?.messages ?? 0 };
  });
}
