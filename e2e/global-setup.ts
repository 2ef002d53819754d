import { chromium, type FullConfig } from "@playwright/test";
import { signIn } from "./mailbox";

export const DEMO_STATE = "test-results/demo-state.json";

/**
 * Signs the demo owner in once through the real form and keeps the session for the specs that
 * act as the demo owner (sign-in codes are rate limited per e-mail, as they should be).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const use = config.projects[0]?.use;
  const browser = await chromium.launch(use?.launchOptions);
  const page = await browser.newPage({ baseURL: use?.baseURL });
  await signIn(page, "demo@parlo.dev");
  await page.context().storageState({ path: DEMO_STATE });
  await browser.close();
}
