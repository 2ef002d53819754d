import { AGENCY_LIMITS } from "@parlo/validators";

/** The admin magic link as the page shows it: cut at the spec's 500 characters (Copy takes it whole). */
export function displayMagicLink(link: string, max: number = AGENCY_LIMITS.magicLinkDisplayMax): string {
  return link.length > max ? `${link.slice(0, max)}…` : link;
}
