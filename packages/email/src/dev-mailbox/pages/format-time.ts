/** Formats an ISO time as `YYYY-MM-DD HH:MM:SS` (UTC) for display. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}
