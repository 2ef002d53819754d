import type { TCrawlMode, TKnowledgeSourceType, TRefreshRate } from "@parlo/validators";

export const REFRESH_LABELS: Record<TRefreshRate, string> = {
  "6h": "Every 6 hours",
  "12h": "Every 12 hours",
  "24h": "Every day",
  "7d": "Every week",
  never: "Never",
};

export const SOURCE_TYPE_LABELS: Record<TKnowledgeSourceType, string> = {
  url: "Website",
  doc: "Document",
  text: "Text",
};

export const CRAWL_MODE_LABELS: Record<TCrawlMode, string> = {
  page: "One page",
  site: "Whole site",
  path: "Pages under this path",
};
