import type { Region, RegionalDb } from "@parlo/db";
import {
  CRAWL_LIMITS,
  customThemeFromHex,
  themeSettingFor,
  type TBrandingChoices,
  type TCompany,
  type TClientOnboardingGoal,
  type TCreatePersonalizedAgentOutput,
} from "@parlo/validators";
import { createAgent } from "../agent/create-agent";
import { createKnowledgeSource } from "../knowledge/sources/create-source";
import type { EnqueueKnowledgeJob } from "../knowledge/sources/enqueue-knowledge-job";
import type { ModelProvider } from "../model/model-provider";
import { writeWorkspaceLog } from "../workspace/write-workspace-log";
import { logoUrl } from "./logo-url";
import { siteUrlFor } from "./site-url-for";
import { writeAgentIntro } from "./write-agent-intro";

const AGENT_TITLE_MAX = 100;

/**
 * createPersonalizedAgent (section 7): a standard agent for the company — its theme from the
 * chosen colour (the ten-swatch palette) in light or dark, the chosen or approved logo as avatar,
 * a system prompt, greeting and proactive message written for the company and the client's goals
 * (by the model, or the offline template), the human handoff on — and the company's website (when given) queued as a
 * knowledge source (crawled in the background). Writes the workspace log entries and, for a signed-in user,
 * marks the profile and the agent onboarding done.
 */
export async function createPersonalizedAgent(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  /** the user who acts; null for a workspace secret */
  userId: string | null;
  company: TCompany;
  /** what an agency's client chose its agent for (its portal onboarding's goals step) */
  goals?: readonly TClientOnboardingGoal[];
  brandingChoices: TBrandingChoices;
  siteUrl?: string | undefined;
  dashboardUrl: string;
  model: ModelProvider | undefined;
  enqueue: EnqueueKnowledgeJob;
}): Promise<TCreatePersonalizedAgentOutput> {
  const { db, region, workspaceId, company, brandingChoices: choices } = options;
  const intro = await writeAgentIntro({ provider: options.model, company: { ...company, goals: options.goals ?? [] } });
  const logo = logoUrl(choices, options.dashboardUrl);
  const theme = customThemeFromHex(choices.primaryColor, choices.themeMode);

  const agent = await createAgent({
    db,
    region,
    workspaceId,
    userId: options.userId ?? workspaceId,
    title: company.name.slice(0, AGENT_TITLE_MAX),
    agentPlatform: "vg",
    themeMode: choices.themeMode,
    overrides: {
      description: company.description.slice(0, 500),
      theme: themeSettingFor(theme.primary, choices.themeMode),
      customThemeJSONString: JSON.stringify(theme),
      roundedImageURL: logo ?? "",
      avatarImageUrl: logo ?? "",
      vg_systemPrompt: intro.systemPrompt,
      vg_initMessages: [intro.greeting],
      proactiveMessage: intro.proactiveMessage,
      enableHumanHandoff: true,
    },
  });

  // an agency's client may leave the website out (its onboarding's rules): no knowledge source then
  const siteUrl = options.siteUrl ?? (company.website.trim() ? siteUrlFor(company.website) : null);
  const source = siteUrl
    ? await createKnowledgeSource({
        db,
        region,
        agentId: agent.ID,
        workspaceId,
        source: {
          sourceType: "url",
          url: siteUrl,
          mode: "site",
          maxDepth: CRAWL_LIMITS.defaultMaxDepth,
          maxPages: CRAWL_LIMITS.defaultMaxPages,
          refreshRate: "7d",
          tags: ["website"],
          name: `${company.name} website`,
        },
        enqueue: options.enqueue,
      })
    : null;

  if (options.userId) {
    await db.for(region).user.updateMany({
      where: { id: options.userId },
      data: { isProfileComplete: true, isAgentOnboardingDone: true },
    });
  }
  await writeWorkspaceLog({
    db,
    region,
    entry: {
      workspaceId,
      userId: options.userId,
      agentId: agent.ID,
      type: "success",
      content: `Agent "${agent.title}" created for ${company.name} by the onboarding`,
      metadata: {
        event: "onboarding.agent_created",
        website: siteUrl,
        primaryColor: theme.primary,
        themeMode: choices.themeMode,
        logo: choices.customLogo ? "custom" : logo ? "website" : "none",
        writtenBy: intro.writtenBy,
        goals: options.goals ? [...options.goals] : [],
        knowledgeSourceId: source?.id ?? null,
        knowledgeStatus: source?.status ?? null,
      },
    },
  });

  return {
    agentId: agent.ID,
    prototypeUrl: `${options.dashboardUrl.replace(/\/+$/, "")}/app/${region}/prototype?vg_id=${agent.ID}`,
    agentData: {
      ...agent,
      primaryColor: theme.primary,
      themeMode: choices.themeMode,
      greeting: intro.greeting,
      writtenBy: intro.writtenBy,
      knowledgeSourceId: source?.id ?? null,
    },
  };
}
