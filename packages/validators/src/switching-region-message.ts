/**
 * Shown while the workspace switcher moves to another region. A module of its own: the shell ships
 * it on every page, and bundlers keep a whole module when one of its exports is used.
 */
export function switchingRegionMessage(region: string): string {
  return `Switching to ${region.toUpperCase()} region`;
}
