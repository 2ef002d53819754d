import { createOpenAiCompatibleProvider, registerKnowledgeQueue, type KnowledgeJobKind } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import {
  asUser,
  callerFor,
  createTestDeps,
  refusal,
  startCompanySite,
  startModelStandIn,
  type CompanySite,
} from "@parlo/testing";
import { ONBOARDING_MESSAGES, readThemeSetting } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
const queued: { sourceId: string; kind: KnowledgeJobKind }[] = [];
let site: CompanySite;
let plain: CompanySite;

const company = {
  name: "Northwind Coffee Roasters",
  website: "northwind.test",
  description: "We roast speciality coffee in small batches and ship beans across Europe.",
};

beforeAll(async () => {
  registerKnowledgeQueue((job) => {
    queued.push(job);
    return Promise.resolve();
  });
  [site, plain] = await Promise.all([startCompanySite({ variant: "brand" }), startCompanySite({ variant: "plain" })]);
});
afterAll(async () => {
  registerKnowledgeQueue(undefined);
  await Promise.all([site.close(), plain.close()]);
  await deps.db.disconnect();
});

describe("onboarding.getBrandingInfo", () => {
  it("reads a bare domain's colours and logo through the guard (https tried first) and logs it", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, { ...deps, fetchGuard: { allowedHosts: [site.host] } }, asUser(user));
    const answer = await api.onboarding.getBrandingInfo({ region: "eu", company: { ...company, website: site.host } });
    if (!answer.ok) throw new Error(`analysis failed: ${answer.reason}`);
    expect(answer.brandingInfo.colors.length).toBeGreaterThan(0);
    expect(answer.brandingInfo.colors.length).toBeLessThanOrEqual(11);
    expect(answer.brandingInfo.favicon).toBe(`${site.url}/logo.png`);
    expect(answer.siteUrl.startsWith(`http://${site.host}`)).toBe(true);
    const log = await eu.workspaceLog.findMany({ where: { workspaceId: user.id } });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ type: "info", userId: user.id, channel: "web", region: "eu" });
  });

  it("a site with nothing to read, an unreachable one and a private address each answer the spec's message", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, { ...deps, fetchGuard: { allowedHosts: [plain.host] } }, asUser(user));
    const nothing = await api.onboarding.getBrandingInfo({ region: "eu", company: { ...company, website: plain.url } });
    expect(nothing).toEqual({ ok: false, reason: "no-brand", message: ONBOARDING_MESSAGES.analyzeFailed });
    // not allow-listed: a loopback address is refused by the SSRF guard
    const blocked = await api.onboarding.getBrandingInfo({ region: "eu", company: { ...company, website: site.url } });
    expect(blocked.ok).toBe(false);
    const unreachable = await api.onboarding.getBrandingInfo({
      region: "eu",
      company: { ...company, website: "http://127.0.0.1:9/" },
    });
    expect(unreachable.ok).toBe(false);
  });

  it("refuses company data that breaks the company step's rules with its messages", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const error = await refusal(
      api.onboarding.getBrandingInfo({ region: "eu", company: { name: " ", website: "acme", description: "short" } }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain(ONBOARDING_MESSAGES.nameRequired);
    expect(error.message).toContain(ONBOARDING_MESSAGES.websiteInvalid);
    expect(error.message).toContain(ONBOARDING_MESSAGES.descriptionTooShort);
  });
});

describe("onboarding.createPersonalizedAgent", () => {
  it("creates the company's agent in its colour, theme and logo, queues its website, logs and completes the profile", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const created = await api.onboarding.createPersonalizedAgent({
      region: "eu",
      workspaceId: user.id,
      company,
      siteUrl: "http://northwind.test/",
      brandingChoices: {
        primaryColor: "#b45309",
        themeMode: "dark",
        faviconApproved: true,
        favicon: "https://northwind.test/logo.png",
        customLogo: "/uploads/users/abc/abcdefgh.png",
      },
    });
    expect(created.prototypeUrl).toBe(`${deps.dashboardUrl}/app/eu/prototype?vg_id=${created.agentId}`);
    expect(created.agentData).toMatchObject({
      title: company.name,
      primaryColor: "#b45309",
      themeMode: "dark",
      writtenBy: "template",
      roundedImageURL: `${deps.dashboardUrl}/uploads/users/abc/abcdefgh.png`,
    });

    const { settings } = await api.agent.settings({ region: "eu", agentId: created.agentId });
    expect(readThemeSetting(settings.theme, settings.customThemeJSONString)).toEqual({
      primary: "#b45309",
      themeType: "dark",
    });
    expect(settings.vg_systemPrompt).toContain("Northwind Coffee Roasters");
    expect(settings.vg_initMessages).toEqual([created.agentData.greeting]);
    expect(settings.enableHumanHandoff).toBe(true);

    const sources = await eu.knowledgeSource.findMany({ where: { agentId: created.agentId } });
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ url: "http://northwind.test/", sourceType: "url", refreshRate: "7d" });
    expect(queued.some((job) => job.sourceId === sources[0]?.id && job.kind === "ingest")).toBe(true);

    const me = await eu.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(me).toMatchObject({ isProfileComplete: true, isAgentOnboardingDone: true });
    const log = await eu.workspaceLog.findFirstOrThrow({ where: { workspaceId: user.id, agentId: created.agentId } });
    expect(log.type).toBe("success");
  });

  it("a bare website without an analysed address becomes https; the approved website logo is the avatar", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const created = await api.onboarding.createPersonalizedAgent({
      region: "eu",
      workspaceId: user.id,
      company,
      brandingChoices: {
        primaryColor: "#0070f3",
        themeMode: "light",
        faviconApproved: true,
        favicon: "https://northwind.test/logo.png",
      },
    });
    expect(created.agentData.roundedImageURL).toBe("https://northwind.test/logo.png");
    const source = await eu.knowledgeSource.findFirstOrThrow({ where: { agentId: created.agentId } });
    expect(source.url).toBe("https://northwind.test");
  });

  it("the configured model writes the prompt and greeting", async () => {
    const reply = JSON.stringify({
      systemPrompt: "You are the Northwind Coffee Roasters assistant. Answer from the knowledge base first.",
      greeting: "Welcome to Northwind! Looking for beans or brewing tips?",
    });
    const model = await startModelStandIn({ reply: () => reply });
    try {
      const { user } = await createTestUser(eu);
      const provider = createOpenAiCompatibleProvider({ baseUrl: model.baseUrl, defaultModel: "stand-in" });
      const api = callerFor(createCaller, { ...deps, model: provider }, asUser(user));
      const created = await api.onboarding.createPersonalizedAgent({
        region: "eu",
        workspaceId: user.id,
        company,
        brandingChoices: { primaryColor: "#0070f3", themeMode: "light", faviconApproved: false },
      });
      expect(created.agentData).toMatchObject({
        writtenBy: "model",
        greeting: "Welcome to Northwind! Looking for beans or brewing tips?",
        roundedImageURL: "",
      });
    } finally {
      await model.stop();
    }
  });

  it("refuses a bad colour and a logo that is neither a web address nor an upload", async () => {
    const { user } = await createTestUser(eu);
    const api = callerFor(createCaller, deps, asUser(user));
    const badColor = await refusal(
      api.onboarding.createPersonalizedAgent({
        region: "eu",
        workspaceId: user.id,
        company,
        brandingChoices: { primaryColor: "blue", themeMode: "light", faviconApproved: false },
      }),
    );
    expect(badColor.message).toContain(ONBOARDING_MESSAGES.invalidColor);
    const badLogo = await refusal(
      api.onboarding.createPersonalizedAgent({
        region: "eu",
        workspaceId: user.id,
        company,
        brandingChoices: {
          primaryColor: "#0070f3",
          themeMode: "light",
          faviconApproved: false,
          customLogo: "javascript:alert(1)",
        },
      }),
    );
    expect(badLogo.code).toBe("BAD_REQUEST");
  });
});
