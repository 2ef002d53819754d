/** Numbers and times as the Knowledge Base tab, the Crawler page and the Tools tab show them. */

const UNITS: Array<[limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit]> = [
  [60, 1, "second"],
  [3600, 60, "minute"],
  [86_400, 3600, "hour"],
  [30 * 86_400, 86_400, "day"],
  [365 * 86_400, 30 * 86_400, "month"],
  [Infinity, 365 * 86_400, "year"],
];

/** "just now", "5 minutes ago", "3 days ago". */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Math.abs(seconds) < 10) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [limit, unit, name] of UNITS) {
    if (Math.abs(seconds) < limit) return format.format(-Math.round(seconds / unit), name);
  }
  return date.toLocaleDateString();
}

/** 1234567 -> "1,234,567". */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** 1536 -> "1.5 KB", 20971520 -> "20 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** 850 -> "850 ms", 12_400 -> "12.4 s", 185_000 -> "3 min 5 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}
