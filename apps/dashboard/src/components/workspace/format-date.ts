const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** A date as "Jul 14, 2026", the same on the server and in the browser (UTC, no hydration drift). */
export const formatDate = (date: Date) => dateFormat.format(date);
