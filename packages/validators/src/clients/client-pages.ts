/**
 * The client dashboard pages a client may be given (section 6's Client Access options), in the
 * order of the Client Access panel (section 2).
 *
 * Decision: pages are stored and sent as keys without the slash ("home", "convos"), as in the Org
 * column default `defaultClientAccess`; a page's path is `/{key}` (`clientPageHref`). Inputs also
 * accept the path form ("/home"), which is stored as its key.
 */
import { z } from "zod";
import { CLIENT_MESSAGES } from "./client-messages";

export const CLIENT_PAGE_KEYS = [
  "home",
  "voice",
  "metrics",
  "campaigns",
  "convos",
  "leads",
  "analytics",
  "kb",
  "channels",
  "prompt",
  "nodes",
  "settings",
  "billing",
] as const;
export type TClientPageKey = (typeof CLIENT_PAGE_KEYS)[number];

export const CLIENT_PAGE_LABELS: Record<TClientPageKey, string> = {
  home: "Home",
  voice: "Voice",
  metrics: "Metrics",
  campaigns: "Campaigns",
  convos: "Conversations",
  leads: "Leads",
  analytics: "Analytics",
  kb: "Knowledge Base",
  channels: "Channels",
  prompt: "Canvas",
  nodes: "Prompt",
  settings: "Settings",
  billing: "Billing",
};

/** A page's path in the client dashboard: `/{key}`. */
export const clientPageHref = (key: TClientPageKey) => `/${key}`;

/** The Client Access panel's options, in order: key, path and label. */
export const CLIENT_PAGES = CLIENT_PAGE_KEYS.map((key) => ({
  key,
  href: clientPageHref(key),
  label: CLIENT_PAGE_LABELS[key],
}));

/**
 * The agency's default client access (section 6): Home, Analytics, Conversations, Leads (the
 * default of the agency settings' `defaultClientAccess`).
 */
export const AGENCY_DEFAULT_CLIENT_ACCESS: readonly TClientPageKey[] = ["home", "analytics", "convos", "leads"];

/** An org's defaultClientAccess when nothing else decides it (the Org column default, section 3). */
export const ORG_DEFAULT_CLIENT_ACCESS: readonly TClientPageKey[] = [
  "home",
  "convos",
  "analytics",
  "leads",
  "campaigns",
];

export const isClientPageKey = (value: string): value is TClientPageKey =>
  CLIENT_PAGE_KEYS.some((key) => key === value);

/** A page key or its path ("home" or "/home"), given as its key. */
export const zClientPageKey = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\//, ""))
  .pipe(z.enum(CLIENT_PAGE_KEYS, { error: CLIENT_MESSAGES.unknownPage }));

/** A list of pages: each once, in the order given. */
export const zClientPageList = z
  .array(zClientPageKey)
  .max(CLIENT_PAGE_KEYS.length * 2)
  .transform((keys) => keys.filter((key, index) => keys.indexOf(key) === index));

/** Stored page lists read leniently: keys or paths; unknown pages and repeats dropped. */
export function readClientPageKeys(stored: unknown): TClientPageKey[] {
  if (!Array.isArray(stored)) return [];
  const keys: TClientPageKey[] = [];
  for (const item of stored) {
    if (typeof item !== "string") continue;
    const key = item.trim().replace(/^\//, "");
    if (isClientPageKey(key) && !keys.includes(key)) keys.push(key);
  }
  return keys;
}
