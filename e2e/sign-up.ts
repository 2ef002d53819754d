import { expect, type Page } from "@playwright/test";
import { readCode } from "./mailbox";

/** Signs up in the EU region with the e-mailed code; ends where the app sends a new account. */
async function signUp(page: Page, email: string, displayName: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill(displayName);
  await page.getByLabel("Email").fill(email);
  await page.getByText("Europe (EU)").click();
  const since = new Date();
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await page.getByLabel("Verification Code").fill(await readCode(email, since));
  await page.getByRole("button", { name: "Create" }).click();
}

/** A new account on the onboarding's first screen (the new profile is incomplete). */
export async function signUpToOnboarding(page: Page, email: string, displayName: string): Promise<void> {
  await signUp(page, email, displayName);
  await expect(page).toHaveURL(/\/onboarding\?region=eu$/);
  await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
}

/** A new account on the agents list: the onboarding, when the app shows it, is skipped. */
export async function signUpToAgents(page: Page, email: string, displayName: string): Promise<void> {
  await signUp(page, email, displayName);
  const skip = page.getByRole("button", { name: "Skip & Go to Dashboard" });
  const agents = page.getByRole("heading", { name: "Agents", exact: true });
  await expect(skip.or(agents)).toBeVisible();
  if (await skip.isVisible()) await skip.click();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
}
