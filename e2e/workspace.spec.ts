import { expect, test } from "@playwright/test";
import { readCode, uniqueEmail } from "./mailbox";
import { signUpToAgents } from "./sign-up";

test("an owner renames the workspace and invites a member who joins; seats and self-invites are refused", async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail("owner");
  const memberEmail = uniqueEmail("member");
  const workspaceName = `Team ${Date.now().toString(36)}`;

  // A: sign up, rename the main workspace
  await signUpToAgents(page, ownerEmail, "Olive Owner");
  await page.goto("/app/eu/workspace");
  await expect(page.getByRole("heading", { name: "Workspace settings" })).toBeVisible();
  // the form's buttons turn on once React has hydrated the page
  const save = page.getByRole("form", { name: "General workspace settings" }).getByRole("button", { name: "Save" });
  await expect(save).toBeEnabled();
  const nameInput = page.getByLabel("Workspace name");
  await nameInput.fill("");
  await save.click();
  await expect(page.getByText("Please enter a workspace name.")).toBeVisible();
  await nameInput.fill(workspaceName);
  await save.click();
  await expect(page.getByText("Successfully saved workspace data.")).toBeVisible();
  await page.reload();
  await expect(nameInput).toHaveValue(workspaceName);
  await expect(save).toBeEnabled();

  // the main workspace cannot be deleted
  await expect(page.getByText("Your main workspace cannot be deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete workspace" })).toHaveCount(0);

  // inviting yourself is refused (while seats are still free)
  const inviteInput = page.getByLabel("Invite by e-mail");
  await inviteInput.fill(ownerEmail);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText("You can't invite yourself lol")).toBeVisible();
  await expect(inviteInput).toHaveValue(ownerEmail);

  // invite B and take the link from the success message
  await inviteInput.fill(memberEmail);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText(`Successfully invited ${memberEmail}`)).toBeVisible();
  const inviteUrl = await page.getByLabel("Invitation link").inputValue();
  expect(inviteUrl).toMatch(/\/join\/eu\/[A-Za-z0-9_-]{32,64}$/);
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(memberEmail);

  // B: has an account (signed up in a separate browser context) but opens the link signed out;
  // signing in with the e-mailed code brings them back to the invitation, where they join
  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await signUpToAgents(memberPage, memberEmail, "Milo Member");
    await memberContext.clearCookies();
    const invitePath = new URL(inviteUrl).pathname;
    await memberPage.goto(invitePath);
    await expect(memberPage).toHaveURL(/\/login\?callbackUrl=/);
    await memberPage.getByLabel("Email").fill(memberEmail);
    const since = new Date();
    await memberPage.getByRole("button", { name: "Email Login Code" }).click();
    await memberPage.getByLabel("Login Code").fill(await readCode(memberEmail, since));
    await memberPage.getByRole("button", { name: "Sign In" }).click();
    await expect(memberPage).toHaveURL((url) => url.pathname === invitePath);
    await expect(memberPage.getByTestId("invitation-workspace")).toHaveText(workspaceName);
    await expect(memberPage.getByText(ownerEmail).first()).toBeVisible();
    await memberPage.getByRole("button", { name: "Join workspace" }).click();
    await expect(memberPage).toHaveURL(/\/app\/eu\/agents$/);

    // B sees the joined workspace (the last one chosen) as a member, read-only
    await memberPage.goto("/app/eu/workspace");
    await expect(memberPage.getByTestId("workspace-settings-name")).toHaveText(workspaceName);
    const members = memberPage.getByRole("list", { name: "Members" });
    await expect(members).toContainText(ownerEmail);
    await expect(members.getByRole("listitem").filter({ hasText: memberEmail })).toContainText("You");
    await expect(memberPage.getByLabel("Invite by e-mail")).toHaveCount(0);

    // the link is used up
    await memberPage.goto(new URL(inviteUrl).pathname);
    await expect(memberPage.getByText("This invitation is no longer valid. Ask for a new one.")).toBeVisible();
  } finally {
    await memberContext.close();
  }

  // A: both seats are taken, a third invitation is refused
  await page.reload();
  await expect(save).toBeEnabled();
  await expect(page.getByRole("list", { name: "Members" })).toContainText(memberEmail);
  await expect(page.getByTestId("seats-used")).toHaveText("2");
  await expect(page.getByTestId("seats-limit")).toHaveText("2");
  await page.getByLabel("Invite by e-mail").fill(uniqueEmail("third"));
  await expect(page.getByText("You have reached the maximum number of seats.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Invite", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Remove ${memberEmail}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${ownerEmail}` })).toHaveCount(0);
});

test("a signed-out visitor of an invitation link is sent to sign in with the link kept, also via sign-up", async ({
  page,
}) => {
  const path = "/join/eu/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(path);
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup\?callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(path);
});
