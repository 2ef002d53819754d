/** The agents page loading screen (spec: agency-shell-dashboards.md, "Loading screen"). */
export const LOADING_MESSAGES = [
  "Initializing your workspace...",
  "Loading your agents...",
  "Preparing navigation...",
  "Almost ready...",
] as const;

/** Progress rises randomly but never past 85 % until the data is ready. */
export const PROGRESS_CAP = 85;
/** After reaching 100 %, the screen disappears after 300 ms. */
export const HIDE_AFTER_MS = 300;

/** The next progress value: a random step, capped at 85 % while waiting. */
export function nextProgress(current: number, random: number = Math.random()): number {
  const step = 2 + random * 8 * (1 - current / 100);
  return Math.min(PROGRESS_CAP, current + step);
}

/** The message for a progress value (one message per quarter of the way to the cap). */
export function messageFor(progress: number): string {
  const index = Math.min(LOADING_MESSAGES.length - 1, Math.floor((progress / PROGRESS_CAP) * LOADING_MESSAGES.length));
  return LOADING_MESSAGES[Math.max(0, index)] ?? LOADING_MESSAGES[0];
}
