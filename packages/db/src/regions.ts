/** The data regions. Every app route carries one; each has its own database. */
export const REGIONS = ["eu", "na"] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return value === "eu" || value === "na";
}

/** The other region, for the look-ups the spec does "in every region". */
export function otherRegion(region: Region): Region {
  return region === "eu" ? "na" : "eu";
}
