import { verifyAgencySecret } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { AGENCY_MESSAGES, defaultAgencyForm, type TAgencyForm, type TCustomTab } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

async function owner() {
  const { user, workspace } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  return { api, scope: { region: "eu" as const, workspaceId: workspace.id }, workspaceId: workspace.id };
}

const tab = (over: Partial<TCustomTab> = {}): TCustomTab => ({
  label: "Reports",
  href: "/reports",
  iconUrl: "",
  pageType: "html",
  htmlContent: "<h1>Reports</h1>",
  jsContent: "",
  iframeUrl: "",
  alwaysVisible: false,
  ...over,
});

const filled = (): TAgencyForm => ({
  ...defaultAgencyForm(),
  name: "Northwind Agency",
  brandingText: "**Bold** AI agents for [shops](https://northwind.example)",
  squarePhotoURL: "/uploads/users/abc/logo.png",
  darkModeSquarePhotourl: "https://cdn.example.com/dark.png",
  faviconURL: "/uploads/users/abc/favicon.png",
  googleFont: "open sans",
  themeVariant: "bordered",
  themeColorUsage: "gradient",
  customTheme: { themeType: "dark", primary: "#16a34a", nineColorPallet: [[142, 76, 95]] },
  secondaryColorHex: "#0ea5e9",
  customCSS: ".portal-card { border-radius: 16px }",
  mainWebsite: "https://northwind.example",
  supportEmail: "help@northwind.example",
  tosPage: "https://northwind.example/terms",
  privacyPolicypPage: "https://northwind.example/privacy",
  address: "1 Harbour Street, Bristol",
  customTabs: [
    tab(),
    tab({ label: "Calendar", href: "/calendar", pageType: "iframe", iframeUrl: "https://cal.example" }),
  ],
  footer: { showPoweredBy: false, showTermsLink: true, showPrivacyLink: false, showGdprMark: true },
});

describe("agency settings", () => {
  it("has no agency before the first save, which creates it; later saves update the same record", async () => {
    const { api, scope, workspaceId } = await owner();
    const before = await api.agency.get(scope);
    expect(before.agency).toBeNull();
    await expect(api.agency.adminLink(scope)).rejects.toMatchObject({ code: "NOT_FOUND" });

    const first = await api.agency.save({ ...scope, agency: filled() });
    expect(first.initialized).toBe(true);
    expect(first.agency).toMatchObject({ name: "Northwind Agency", googleFont: "Open Sans", themeVariant: "bordered" });
    expect(first.agency.lastModified).toBeGreaterThan(0);

    const second = await api.agency.save({ ...scope, agency: { ...filled(), name: "Northwind" } });
    expect(second.initialized).toBe(false);
    expect(second.agency.id).toBe(first.agency.id);
    expect(await eu.agency.count({ where: { userId: workspaceId } })).toBe(1);

    const read = await api.agency.get(scope);
    const { name: _name, googleFont: _font, customCSS: _css, ...rest } = filled();
    expect(read.agency).toMatchObject({ ...rest, name: "Northwind", googleFont: "Open Sans" });
    expect(read.agency).not.toHaveProperty("secret");
  });

  it("creates one agency when two first saves race", async () => {
    const { api, scope, workspaceId } = await owner();
    const results = await Promise.all([
      api.agency.save({ ...scope, agency: { ...filled(), name: "One" } }),
      api.agency.save({ ...scope, agency: { ...filled(), name: "Two" } }),
    ]);
    expect(results.filter((result) => result.initialized)).toHaveLength(1);
    expect(await eu.agency.count({ where: { userId: workspaceId } })).toBe(1);
  });

  it("refuses unknown fonts, accepts inherit, and stores nothing on a refusal", async () => {
    const { api, scope } = await owner();
    await api.agency.save({ ...scope, agency: filled() });
    const bad = await refusal(
      api.agency.save({ ...scope, agency: { ...filled(), name: "Changed", googleFont: "Comic Sans MS" } }),
    );
    expect(bad.code).toBe("BAD_REQUEST");
    expect(bad.message).toBe(AGENCY_MESSAGES.fontInvalid);
    expect((await api.agency.get(scope)).agency?.name).toBe("Northwind Agency");
    const inherit = await api.agency.save({ ...scope, agency: { ...filled(), googleFont: "inherit" } });
    expect(inherit.agency.googleFont).toBe("inherit");
  });

  it("refuses bad fields with their messages", async () => {
    const { api, scope } = await owner();
    const cases: Array<[Partial<TAgencyForm>, string]> = [
      [{ name: "  " }, AGENCY_MESSAGES.name],
      [{ supportEmail: "help-at-northwind" }, AGENCY_MESSAGES.email],
      [{ mainWebsite: "javascript:alert(1)" }, AGENCY_MESSAGES.pageUrl],
      [{ squarePhotoURL: "/uploads/users/abc/logo.jpg" }, AGENCY_MESSAGES.pngOnly],
      [{ faviconURL: "javascript:alert(1)//.png" }, AGENCY_MESSAGES.imageUrl],
      [{ customTabs: [tab({ href: "reports" })] }, AGENCY_MESSAGES.tabHrefSlash],
      [{ customTabs: [tab({ href: "/home" })] }, AGENCY_MESSAGES.tabHrefReserved],
      [{ customTabs: [tab(), tab({ label: "Again", href: "/Reports" })] }, AGENCY_MESSAGES.tabHrefDuplicate],
      [{ customTabs: [tab({ pageType: "iframe", iframeUrl: "" })] }, AGENCY_MESSAGES.tabIframeUrl],
      [{ customTabs: [tab({ pageType: "iframe", iframeUrl: "javascript:alert(1)" })] }, AGENCY_MESSAGES.tabIframeUrl],
    ];
    for (const [change, message] of cases) {
      const refused = await refusal(api.agency.save({ ...scope, agency: { ...filled(), ...change } }));
      expect(refused.code, message).toBe("BAD_REQUEST");
      expect(refused.message, message).toContain(message);
    }
    expect((await api.agency.get(scope)).agency).toBeNull();
  });

  it("stores custom CSS sanitised: it cannot close its style element or run script", async () => {
    const { api, scope } = await owner();
    const saved = await api.agency.save({
      ...scope,
      agency: {
        ...filled(),
        customCSS:
          '.a { color: red } .b { content: "</style><script>alert(1)</script>" } .c { background: url(javascript:alert(1)) }',
      },
    });
    expect(saved.agency.customCSS).toContain(".a{color:red}");
    expect(saved.agency.customCSS).not.toContain("<");
    expect(saved.agency.customCSS.toLowerCase()).not.toContain("javascript");
  });

  it("gives the owner a 25-character secret and magic link; regenerating kills the old link", async () => {
    const { api, scope } = await owner();
    const { agency } = await api.agency.save({ ...scope, agency: filled() });
    const link = await api.agency.adminLink(scope);
    expect(link.secret).toMatch(/^[A-Za-z0-9]{25}$/);
    const url = new URL(link.magicLink);
    expect(url.origin).toBe("http://localhost:3001");
    expect(url.searchParams.get("agencyId")).toBe(agency.id);
    expect(url.searchParams.get("secret")).toBe(link.secret);
    expect(await verifyAgencySecret({ db: deps.db, region: "eu", agencyId: agency.id, secret: link.secret })).toEqual({
      agencyId: agency.id,
      workspaceId: scope.workspaceId,
    });

    const fresh = await api.agency.regenerateSecret(scope);
    expect(fresh.secret).not.toBe(link.secret);
    expect(
      await verifyAgencySecret({ db: deps.db, region: "eu", agencyId: agency.id, secret: link.secret }),
    ).toBeNull();
    expect(
      await verifyAgencySecret({ db: deps.db, region: "eu", agencyId: agency.id, secret: fresh.secret }),
    ).not.toBeNull();
    expect((await api.agency.adminLink(scope)).secret).toBe(fresh.secret);

    // once the agency has its own verified host, the link opens there (the portal answers it for that agency)
    const sub = `link${agency.id.toLowerCase()}.localhost`;
    await deps.db
      .for("eu")
      .agency.update({ where: { id: agency.id }, data: { VGsubDomain: sub, isVerifiedSubDomain: true } });
    expect(new URL((await api.agency.adminLink(scope)).magicLink).hostname).toBe(sub);
  });
});

describe("whitelabel trial", () => {
  it("starts once per workspace for 14 days, and unlocks whitelabel while it runs", async () => {
    const { api, scope, workspaceId } = await owner();
    const before = await api.agency.get(scope);
    expect(before.whitelabel).toEqual({
      active: false,
      source: null,
      trialEndsAt: null,
      trialUsed: false,
      offer: "payg_with_addon",
    });

    const started = Date.now();
    const [a, b] = await Promise.allSettled([
      api.agency.activateWhitelabelTrial(scope),
      api.agency.activateWhitelabelTrial(scope),
    ]);
    const won = [a, b].filter((result) => result.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = [a, b].find((result) => result.status === "rejected");
    expect(lost?.status === "rejected" && lost.reason).toMatchObject({
      code: "CONFLICT",
      message: AGENCY_MESSAGES.trialUsed,
    });

    const after = await api.agency.get(scope);
    expect(after.whitelabel).toMatchObject({ active: true, source: "trial", trialUsed: true });
    const days = ((after.whitelabel.trialEndsAt?.getTime() ?? 0) - started) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    expect((await api.workspace.get(scope)).whitelabelTrialEndsAt).toEqual(after.whitelabel.trialEndsAt);

    const again = await refusal(api.agency.activateWhitelabelTrial(scope));
    expect(again.message).toBe(AGENCY_MESSAGES.trialUsed);
    const row = await eu.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { internal: true } });
    expect(row.internal).toMatchObject({ whitelabel_trial: true });
  });

  it("locks again when the trial is over, keeping the saved settings", async () => {
    const { api, scope, workspaceId } = await owner();
    await api.agency.save({ ...scope, agency: filled() });
    await eu.workspace.update({
      where: { id: workspaceId },
      data: { internal: { whitelabel_trial: true, whitelabelTrialEndsAt: new Date(Date.now() - 1000).toISOString() } },
    });
    const over = await api.agency.get(scope);
    expect(over.whitelabel).toMatchObject({ active: false, source: null, trialUsed: true });
    expect(over.agency?.name).toBe("Northwind Agency");
    expect((await refusal(api.agency.activateWhitelabelTrial(scope))).message).toBe(AGENCY_MESSAGES.trialUsed);
  });

  it("counts the whitelabel add-on of a live subscription, and offers the add-on alone on pay-as-you-go", async () => {
    const { api, scope, workspaceId } = await owner();
    await eu.workspace.update({
      where: { id: workspaceId },
      data: {
        stripeSubscriptionId: "sub_test_wl",
        subscriptionStatus: "active",
        stripePlanId: "pay_as_you_go",
        addonQuantities: {},
      },
    });
    expect((await api.agency.get(scope)).whitelabel).toMatchObject({ active: false, offer: "addon" });
    await eu.workspace.update({ where: { id: workspaceId }, data: { addonQuantities: { "whitelabel-new": 1 } } });
    expect((await api.agency.get(scope)).whitelabel).toMatchObject({ active: true, source: "addon" });
    expect((await refusal(api.agency.activateWhitelabelTrial(scope))).message).toBe(AGENCY_MESSAGES.trialNotNeeded);
    await eu.workspace.update({ where: { id: workspaceId }, data: { subscriptionStatus: "canceled" } });
    expect((await api.agency.get(scope)).whitelabel).toMatchObject({ active: false, source: null });
  });
});
