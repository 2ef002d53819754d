import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  comingFeatures,
  featureAvailability,
  featureIds,
  featureList,
  featureSentence,
  splitByAvailability,
} from "./feature-availability";

const SRC = path.resolve(import.meta.dirname, "..");
const MODULE = path.join(SRC, "content", "feature-availability.ts");

/** Every marketing source that can hold copy, except the availability module and the tests. */
function copySources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return copySources(file);
    if (!/\.(tsx?|mdx?|json)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || file === MODULE) return [];
    return [file];
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Where `terms` occur in `text` as whole words, any case, a phrase's spaces matching line breaks too. */
function findClaims(text: string, terms: readonly string[]): Array<{ line: number; term: string }> {
  return terms.flatMap((term) => {
    const pattern = new RegExp(`\\b${escapeRegExp(term).replace(/ /g, "\\s+")}\\b`, "gi");
    return [...text.matchAll(pattern)].map((match) => ({
      line: text.slice(0, match.index).split("\n").length,
      term,
    }));
  });
}

describe("marketing copy and feature availability", () => {
  it("names a coming feature only through feature-availability.ts", () => {
    const terms = comingFeatures().flatMap((id) => featureAvailability[id].terms);
    const claims = copySources(SRC).flatMap((file) =>
      findClaims(readFileSync(file, "utf8"), terms).map(
        ({ line, term }) => `${path.relative(SRC, file)}:${line} says "${term}"`,
      ),
    );
    expect(claims).toEqual([]);
  });

  it("scans the pages and content the site renders", () => {
    const scanned = copySources(SRC).map((file) => path.relative(SRC, file));
    expect(scanned).toEqual(
      expect.arrayContaining([
        "app/page.tsx",
        "app/pricing/page.tsx",
        "app/docs/page.tsx",
        "app/layout.tsx",
        "content/features.ts",
        "content/plans.ts",
        "content/docs.ts",
        "content/legal.ts",
        "components/hero-preview.tsx",
        "components/site-footer.tsx",
      ]),
    );
  });

  it("finds claims in any case and across line breaks, and not inside feature ids", () => {
    const text = 'Connect WHATSAPP.\nPaid by call\n   minutes. { features: ["channelWhatsApp", "phoneNumbers"] }';
    expect(findClaims(text, ["WhatsApp", "call minutes", "phone"])).toEqual([
      { line: 1, term: "WhatsApp" },
      { line: 2, term: "call minutes" },
    ]);
  });

  it("gives every coming feature terms that match its own label", () => {
    for (const id of comingFeatures()) {
      const { label, terms } = featureAvailability[id];
      expect(findClaims(label, terms), id).not.toEqual([]);
    }
  });

  it("lists what is built (the agency offer too) as available and the channels and voice as coming", () => {
    const { available, coming } = splitByAvailability(featureIds);
    expect(available).toEqual(
      expect.arrayContaining([
        "chatAgents",
        "chatWidget",
        "knowledgeBase",
        "humanHandoff",
        "workspaceBilling",
        "clientPortal",
        "customDomains",
        "clientBilling",
      ]),
    );
    expect(coming).toEqual(expect.arrayContaining(["channelWhatsApp", "phoneNumbers", "voiceAgents"]));
  });

  it("writes lists of features as English", () => {
    expect(featureList(["channelWhatsApp"])).toBe("WhatsApp");
    expect(featureList(["voiceAgents", "phoneNumbers"])).toBe("voice agents and phone numbers");
    expect(featureSentence(["phoneNumbers", "channelDiscord", "channelTelegram"])).toBe(
      "Phone numbers, Discord and Telegram",
    );
  });
});
