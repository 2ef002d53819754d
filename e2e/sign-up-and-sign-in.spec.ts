import { expect, test } from "@playwright/test";
import { readCode, uniqueEmail } from "./mailbox";

test("sign up with an e-mail code, land on the agents page, sign out, sign in again", async ({ page }) => {
  const email = uniqueEmail("e2e");

  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Erin Example");
  await page.getByLabel("Email").fill(email);
  await page.getByText("North America (NA)").click();
  let since = new Date();
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`, { exact: false })).toBeVisible();

  await page.getByLabel("Verification Code").fill(await readCode(email, since));
  await page.getByRole("button", { name: "Create" }).click();
  // a new profile is incomplete: onboarding first, which can be skipped
  await expect(page).toHaveURL(/\/onboarding\?region=na$/);
  await page.getByRole("button", { name: "Skip & Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
  await expect(page.getByRole("heading", { name: "Agents", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByTestId("signed-in-email")).toHaveText(email);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("workspace-name")).toContainText(/Personal[A-Za-z0-9]{5} · NA/);
  await expect(page.getByText("No agents yet")).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session?.httpOnly).toBe(true);
  // 30 days, give or take the seconds the test took
  expect(Math.abs((session?.expires ?? 0) - (Date.now() / 1000 + 30 * 24 * 3600))).toBeLessThan(120);

  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/app/na/agents");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fapp%2Fna%2Fagents$/);

  await page.getByLabel("Email").fill(email);
  since = new Date();
  await page.getByRole("button", { name: "Email Login Code" }).click();
  await page.getByLabel("Login Code").fill(await readCode(email, since));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/app\/na\/agents$/);
  await expect(page.getByTestId("workspace-name")).toContainText(/Personal[A-Za-z0-9]{5} · NA/);
});

test("bad sign-in input gets a clear message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Email Login Code" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();

  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Email Login Code" }).click();
  await expect(page.getByText("No account uses this e-mail. Sign up instead.")).toBeVisible();

  const email = uniqueEmail("wrongcode");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  // a sign-up needs a full name
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByText("Please enter your full name.")).toBeVisible();
  await page.getByLabel("Full Name").fill("Wrong Code");
  const since = new Date();
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  const code = await readCode(email, since);
  await page.getByLabel("Verification Code").fill("12");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("The code has 6 digits.")).toBeVisible();
  await page.getByLabel("Verification Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Wrong code. Check the e-mail and try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the demo owner signs in and sees the seeded agent", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@parlo.dev");
  const since = new Date();
  await page.getByRole("button", { name: "Email Login Code" }).click();
  await page.getByLabel("Login Code").fill(await readCode("demo@parlo.dev", since));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);
  await expect(page.getByText("Customer Support Agent")).toBeVisible();
});
