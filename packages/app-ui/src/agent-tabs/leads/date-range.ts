/**
 * The Leads tab's date range: two `<input type="date">` values (YYYY-MM-DD, the viewer's own days)
 * as the API's instants: from the start of the first day to the start of the day after the last.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localMidnight(value: string, addDays = 0): Date | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  // no 30 February: the day must exist
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null;
  date.setDate(day + addDays);
  return date;
}

export function dateRangeFilter(from: string, to: string): { from?: string; to?: string } {
  const start = localMidnight(from);
  const end = localMidnight(to, 1);
  return { ...(start ? { from: start.toISOString() } : {}), ...(end ? { to: end.toISOString() } : {}) };
}

/** Whether the range is backwards (the last day before the first). */
export function isBackwards(from: string, to: string): boolean {
  return DAY.test(from) && DAY.test(to) && to < from;
}
