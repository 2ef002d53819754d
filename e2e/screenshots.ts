import { expect, test, type Locator, type Page } from "@playwright/test";

/**
 * Screenshots of a page as it is now in light, dark and at 375 px wide (in this test's output
 * folder), each once `ready` shows.
 */
export async function screenshots(page: Page, name: string, ready: Locator): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [variant, scheme, width] of [
    ["light", "light", viewport.width],
    ["dark", "dark", viewport.width],
    ["375", "light", 375],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: viewport.height });
    await expect(ready).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`${name}-${variant}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(viewport);
}
