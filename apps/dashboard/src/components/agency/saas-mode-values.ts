import type { TAgencyClientSettings } from "@parlo/validators";
import { orderedPages } from "@parlo/app-ui/page-order";

/** The same client settings (the default client access compared as a set of pages). */
export function sameClientSettings(a: TAgencyClientSettings, b: TAgencyClientSettings): boolean {
  const normal = (s: TAgencyClientSettings) =>
    JSON.stringify({ ...s, defaultClientAccess: orderedPages(s.defaultClientAccess, []) });
  return normal(a) === normal(b);
}
