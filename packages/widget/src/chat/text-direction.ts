/** Languages written right to left (their primary subtags). */
const RTL_LANGUAGES = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ku", "ps", "sd", "ug", "ur", "yi"]);

/** The chat's writing direction for the agent's language (a BCP 47 tag such as "ar" or "he-IL"). */
export function textDirection(lang: string | undefined | null): "rtl" | "ltr" {
  const primary = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return RTL_LANGUAGES.has(primary) ? "rtl" : "ltr";
}
