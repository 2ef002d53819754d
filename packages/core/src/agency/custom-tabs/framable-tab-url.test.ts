import { describe, expect, it } from "vitest";
import { framableTabUrl } from "./framable-tab-url";

const own = ["https://app.parlo.dev", "https://portal.parlo.dev/"];

describe("framableTabUrl", () => {
  it("takes https pages of other origins", () => {
    expect(framableTabUrl("https://reports.example.com/embed?x=1", own)?.href).toBe(
      "https://reports.example.com/embed?x=1",
    );
    // another port or sub-domain is another origin
    expect(framableTabUrl("https://app.parlo.dev:8443/", own)).not.toBeNull();
    expect(framableTabUrl("https://eu.app.parlo.dev/", own)).not.toBeNull();
  });

  it("refuses the app's own origins, whatever the path or letter case", () => {
    expect(framableTabUrl("https://app.parlo.dev/app/eu/agents", own)).toBeNull();
    expect(framableTabUrl("https://APP.parlo.dev:443/", own)).toBeNull();
    expect(framableTabUrl("https://portal.parlo.dev/c/x", own)).toBeNull();
  });

  it("refuses what is not https, has credentials or is not a URL", () => {
    for (const url of ["http://reports.example.com", "javascript:alert(1)", "data:text/html,x", "", "reports"]) {
      expect(framableTabUrl(url, own), url).toBeNull();
    }
    expect(framableTabUrl("https://user:pw@reports.example.com/", own)).toBeNull();
  });

  it("ignores own origins that are not URLs", () => {
    expect(framableTabUrl("https://reports.example.com/", ["", "not a url"])).not.toBeNull();
  });
});
