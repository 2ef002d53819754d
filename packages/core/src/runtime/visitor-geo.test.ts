import { describe, expect, it } from "vitest";
import { visitorGeoFrom } from "./visitor-geo";

describe("visitorGeoFrom", () => {
  it("reads Cloudflare's country in upper case", () => {
    expect(visitorGeoFrom(new Headers({ "cf-ipcountry": "de" }))).toEqual({ country: "DE" });
  });

  it("reads Vercel's country, region and URL-encoded city", () => {
    const headers = new Headers({
      "x-vercel-ip-country": "FR",
      "x-vercel-ip-country-region": "IDF",
      "x-vercel-ip-city": "Saint-Ouen-sur-Seine%20Nord",
    });
    expect(visitorGeoFrom(headers)).toEqual({ country: "FR", region: "IDF", city: "Saint-Ouen-sur-Seine Nord" });
  });

  it("skips unknown and Tor markers and invalid values, falling through to the next header", () => {
    expect(visitorGeoFrom(new Headers({ "cf-ipcountry": "XX" }))).toBeNull();
    expect(visitorGeoFrom(new Headers({ "cf-ipcountry": "T1", "x-geo-country": "nl" }))).toEqual({ country: "NL" });
    expect(visitorGeoFrom(new Headers({ "x-geo-country": "Germany" }))).toBeNull();
  });

  it("is null without geo headers, and a city alone is not enough", () => {
    expect(visitorGeoFrom(new Headers())).toBeNull();
    expect(visitorGeoFrom(new Headers({ "x-geo-city": "Berlin" }))).toBeNull();
  });

  it("refuses markup in place names", () => {
    expect(visitorGeoFrom(new Headers({ "x-geo-country": "US", "x-geo-city": "<script>" }))).toEqual({
      country: "US",
    });
  });
});
