import { countryName as nameOfCountry } from "@parlo/validators";

/** The country of a conversation's stored geo (`{ country, region?, city? }`), as a name; null when unknown. */
export function geoCountryName(geo: unknown): string | null {
  if (typeof geo !== "object" || geo === null || !("country" in geo) || typeof geo.country !== "string") return null;
  const code = geo.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return nameOfCountry(code, "en");
}

/**
 * How the Chats tab names a conversation: the visitor's name from their lead, else "Visitor from
 * {country}" when the agent records where visitors are, else "Visitor" (the time shows beside it).
 * Never the raw visitor id.
 */
export function conversationTitle(input: { leadName: string | null | undefined; geo: unknown }): string {
  const name = input.leadName?.trim();
  if (name) return name;
  const country = geoCountryName(input.geo);
  return country ? `Visitor from ${country}` : "Visitor";
}
