const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/** The country of a conversation's stored geo (`{ country, region?, city? }`), as a name; null when unknown. */
export function countryName(geo: unknown): string | null {
  if (typeof geo !== "object" || geo === null || !("country" in geo) || typeof geo.country !== "string") return null;
  const code = geo.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * How the Chats tab names a conversation: the visitor's name from their lead, else "Visitor from
 * {country}" when the agent records where visitors are, else "Visitor" (the time shows beside it).
 * Never the raw visitor id.
 */
export function conversationTitle(input: { leadName: string | null | undefined; geo: unknown }): string {
  const name = input.leadName?.trim();
  if (name) return name;
  const country = countryName(input.geo);
  return country ? `Visitor from ${country}` : "Visitor";
}
