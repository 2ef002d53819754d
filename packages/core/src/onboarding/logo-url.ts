/**
 * The agent's logo from the branding choices (section 3): the custom upload first; else the
 * website's logo when approved; else none. Uploaded files (/uploads/...) become absolute on the
 * dashboard's address, so the widget shows them on any website.
 */
export function logoUrl(
  choices: { customLogo?: string | undefined; faviconApproved: boolean; favicon?: string | null | undefined },
  dashboardUrl: string,
): string | null {
  const chosen = choices.customLogo || (choices.faviconApproved ? choices.favicon : null) || null;
  if (!chosen) return null;
  return chosen.startsWith("/") ? `${dashboardUrl.replace(/\/+$/, "")}${chosen}` : chosen;
}
