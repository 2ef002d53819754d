/**
 * The whole agent settings schema (agents-channels-onboarding.md section 3), shared by the API,
 * the settings forms and the tests. Every field is optional: a payload is a partial update, and
 * a stored agent document is the merge of all of them. Unknown fields are refused, so a typo in
 * a script's payload is named instead of silently stored.
 */
import { z } from "zod";
import { LEAD_MESSAGES, ZLeadForm, type TLeadForm } from "./leads";
import { AGENT_PLATFORMS } from "./agent-platforms";

export { AGENT_PLATFORMS } from "./agent-platforms";

export const AGENT_SETTINGS_MESSAGES = {
  maxChunkSize: "Max chunk size must be greater than 1000",
  url: "Please enter a valid URL.",
  email: "Please enter a valid email",
  hex: "Please enter a 6-digit hex colour like #2563eb.",
  json: "Must be valid JSON.",
  nonNegative: "Must be 0 or more.",
} as const;

/** Agent platforms: standard (vg), third-party conversation platform (vf), OpenAI assistants. */
export const zAgentPlatform = z.enum(AGENT_PLATFORMS, {
  error: () => "Unknown platform: use vg, vf or oai-assistants.",
});

const count = z.number().int().min(0, AGENT_SETTINGS_MESSAGES.nonNegative);
const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
const flag = z.boolean();

/** An absolute http(s) URL. */
export const zHttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, AGENT_SETTINGS_MESSAGES.url);

/** An image: empty, an absolute http(s) URL or a path on this site (uploads are served at /uploads/...). */
const zImageUrl = z.union([z.literal(""), zHttpUrl, z.string().regex(/^\/[^\s]*$/, AGENT_SETTINGS_MESSAGES.url)], {
  error: () => AGENT_SETTINGS_MESSAGES.url,
});

const zJsonString = z.string().refine((value) => {
  if (value.trim() === "") return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}, AGENT_SETTINGS_MESSAGES.json);

/** A colour is accepted once it has 6 hex digits (with or without the leading #). */
export const zHexColor = z.string().regex(/^#?[0-9a-fA-F]{6}$/, AGENT_SETTINGS_MESSAGES.hex);

export const zLanguageCode = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "Use a language code like en or pt-BR.");

export const TOOL_FIELD_LOCATIONS = ["query", "body", "header"] as const;
export const TOOL_FIELD_TYPES = ["string", "number", "boolean", "object"] as const;

export const ZToolField = z.strictObject({
  in: z.enum(TOOL_FIELD_LOCATIONS),
  key: z.string().trim().min(1, "Field key is required.").max(100),
  value: text(2000).optional(),
  defaultValue: text(2000).optional(),
  type: z.enum(TOOL_FIELD_TYPES),
  description: text(1000).optional(),
  required: flag.optional(),
});
export type TToolField = z.infer<typeof ZToolField>;

export const ZAgentTool = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Tool id: letters, digits, - and _."),
  name: z.string().trim().min(1, "Tool name is required.").max(64),
  description: text(1000),
  imageUrl: zImageUrl.optional(),
  fields: z.array(ZToolField).max(50),
  /** Tool server URL must be a valid URL. */
  serverUrl: zHttpUrl,
  serverUrlSecret: text(500).optional(),
  userId: z.string().max(40).optional(),
  createdAt: count.optional(),
  updatedAt: count.optional(),
});
export type TAgentTool = z.infer<typeof ZAgentTool>;

export const NODE_TYPES = ["start", "message", "prompt", "handoff", "lead", "end"] as const;

/**
 * A step of a node-based agent's conversation: fixed messages, model prompts, a handoff, a lead
 * form (the chat shows it at its trigger; see leads.ts), the end.
 */
export const ZAgentNode = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Node id: letters, digits, - and _."),
    type: z.enum(NODE_TYPES),
    label: text(120),
    /** the message sent (message), the instructions (prompt), or the handoff note */
    text: text(20_000).optional(),
    /** the id of the next node */
    next: z.string().max(40).optional(),
    /** the form a lead step shows (only on "lead" steps, where it is required) */
    leadForm: ZLeadForm.optional(),
  })
  .superRefine((node, ctx) => {
    if (node.type === "lead" && !node.leadForm) {
      ctx.addIssue({ code: "custom", message: LEAD_MESSAGES.formRequired, path: ["leadForm"] });
    }
    if (node.type !== "lead" && node.leadForm) {
      ctx.addIssue({ code: "custom", message: LEAD_MESSAGES.formOnlyOnLead, path: ["leadForm"] });
    }
  });
export type TAgentNode = z.infer<typeof ZAgentNode>;

/** The problem of a node flow (unique ids, one start node, every next step exists, one lead form), or null. */
export function nodeFlowProblem(nodes: readonly TAgentNode[]): string | null {
  const ids = new Set<string>();
  for (const node of nodes) {
    if (ids.has(node.id)) return `Two steps share the id "${node.id}".`;
    ids.add(node.id);
  }
  if (nodes.length > 0 && nodes.filter((node) => node.type === "start").length !== 1) {
    return "A flow has exactly one start step.";
  }
  if (nodes.filter((node) => node.type === "lead").length > 1) return LEAD_MESSAGES.oneLeadStep;
  const broken = nodes.find((node) => node.next !== undefined && node.next !== "" && !ids.has(node.next));
  return broken ? `Step "${broken.label || broken.id}" goes to a step that does not exist.` : null;
}

/** The form of the flow's (first) lead form step, or null when it has none. */
export function leadFormOf(nodes: readonly TAgentNode[] | undefined): TLeadForm | null {
  return nodes?.find((node) => node.type === "lead" && node.leadForm)?.leadForm ?? null;
}

export const ZAgentNodes = z
  .array(ZAgentNode)
  .max(200)
  .superRefine((nodes, ctx) => {
    const problem = nodeFlowProblem(nodes);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const ZVoiceConfig = z.strictObject({
  config: z
    .strictObject({
      recordAudio: flag.optional(),
      enableWebCalling: flag.optional(),
      backgroundNoise: z.enum(["none", "office", "restaurant"]).optional(),
    })
    .optional(),
  transcriber: z
    .strictObject({
      provider: text(40).optional(),
      modelId: text(80).optional(),
      utteranceThreshold: count.max(10_000).optional(),
      language: zLanguageCode.optional(),
    })
    .optional(),
  speechGen: z.strictObject({ provider: text(40).optional(), voiceId: text(80).optional() }).optional(),
});

export const ZCustomTheme = z.strictObject({
  ownerID: z.string().max(40).optional(),
  themeType: z.enum(["light", "dark"]),
  primary: zHexColor,
  /** HSL triples, lightness 95 for the first swatch, then 90 down to 10 */
  nineColorPallet: z.array(z.tuple([z.number(), z.number(), z.number()])).max(10),
});
export type TCustomTheme = z.infer<typeof ZCustomTheme>;

export const ZAgentSettings = z.strictObject({
  // identity and UI
  ID: z
    .string()
    .regex(/^[A-Za-z0-9]{16}$/, "ID must be 16 letters and digits.")
    .optional(),
  title: z.string().trim().min(1, "Please provide a name for the agent.").max(80).optional(),
  description: text(500).optional(),
  theme: text(64).optional(),
  fontFamily: text(80).optional(),
  branding: text(200).optional(),
  customThemeJSONString: zJsonString.optional(),
  roundedImageURL: zImageUrl.optional(),
  rectangeImageURL: zImageUrl.optional(),
  chatBgURL: zImageUrl.optional(),
  avatarImageUrl: zImageUrl.optional(),
  headerImageUrl: zImageUrl.optional(),
  bannerImageUrl: zImageUrl.optional(),
  ownerID: z.string().max(40).optional(),
  isDeployed: flag.optional(),
  starred: flag.optional(),
  lastModified: count.optional(),
  ts: count.optional(),
  region: z.enum(["voiceglow-eu", "default"]).optional(),
  lang: zLanguageCode.optional(),
  ADVANCED_customCSS: text(100_000).optional(),

  // platform and storage
  agentPlatform: zAgentPlatform.optional(),
  vectorDb: z.enum(["postgres", "firebase"]).optional(),
  VF_PROJECT_ID: text(100).optional(),
  VF_DM_API_KEY: text(200).optional(),
  VF_KB_API_KEY: text(200).optional(),

  // chat behaviour
  messageDelayMS: count.max(60_000).optional(),
  scrollAnimation: flag.optional(),
  proactiveMessage: text(500).optional(),
  acceptFileUpload: flag.optional(),
  recordChatHistory: flag.optional(),
  disableSmoothScroll: flag.optional(),
  autoStartWidget: flag.optional(),
  syncBrowser: flag.optional(),
  delayBeforeSubmit: count.max(60_000).optional(),
  listenForUrlChanges: flag.optional(),
  chatForget: flag.optional(),
  enableAudioSupport: flag.optional(),
  smartInit: flag.optional(),
  enableQuickFileUpload: flag.optional(),

  // translation
  enableAITranslate: flag.optional(),
  AITranslateTo: zLanguageCode.optional(),
  translateUserResponse: flag.optional(),

  // human handoff
  enableHumanHandoff: flag.optional(),
  alwaysShowHandoff: flag.optional(),
  manualControl: flag.optional(),
  enableVGHandoff: flag.optional(),
  fixedHandoffPopup: flag.optional(),
  showHandoffEvenIfOffline: flag.optional(),
  UIhandoffTitle: text(120).optional(),
  UIhandoffSubtitle: text(300).optional(),
  disableNoReplyListener: flag.optional(),

  // analytics and limits
  enableGeoAnalytics: flag.optional(),
  messagesLimit: count.optional(),
  tokensUsage: count.optional(),
  maxTokensUsage: count.optional(),
  allTimeTriggers: count.optional(),

  // layout
  buttonsLayout: z.enum(["horizontal", "vertical", "in-footer"]).optional(),
  customButtonJSON_STRING: zJsonString.optional(),

  // integrations
  whatsappToken: text(1000).optional(),
  whatsappNumberId: text(64).optional(),
  whatsappBusniessId: text(64).optional(),
  waTestNumber: z
    .string()
    .regex(/^(\+\d{6,15})?$/, "Please include the country code in the phone number.")
    .optional(),
  waVerifyPassed: flag.optional(),
  waTestPassed: flag.optional(),
  igVerified: flag.optional(),
  igAccessToken: text(1000).optional(),
  instagramOptions: z.strictObject({ pageId: text(64).optional(), accessToken: text(1000).optional() }).optional(),
  webhookUrl: z.union([z.literal(""), zHttpUrl]).optional(),
  gcloudClientEmail: z.union([z.literal(""), z.email(AGENT_SETTINGS_MESSAGES.email)]).optional(),
  gcloudPrivateKey: text(10_000).optional(),
  flowise: z
    .strictObject({ webhookUrl: z.union([z.literal(""), zHttpUrl]).optional(), webhookSecret: text(500).optional() })
    .optional(),

  // built-in LLM
  vg_initPrompt: text(20_000).optional(),
  vg_prompt: text(50_000).optional(),
  vg_initMessages: z.array(text(2000)).max(10).optional(),
  vg_systemPrompt: text(50_000).optional(),
  vg_temperature: z
    .number()
    .min(0, "Temperature is between 0 and 2.")
    .max(2, "Temperature is between 0 and 2.")
    .optional(),
  vg_defaultModel: text(80).optional(),
  vg_maxTokens: z.number().int().min(1, "Max tokens must be at least 1.").max(128_000).optional(),
  vg_kbDefaultDimension: z.number().int().min(64).max(4096).optional(),
  vg_kbTopChunks: z.number().int().min(1).max(50).optional(),
  vg_kbCharCount: count.max(1_000_000).optional(),
  vg_kbDocCount: count.max(1000).optional(),
  vg_enableUIEngine: flag.optional(),
  vg_enableAboutContext: flag.optional(),
  vg_kb_llm: z
    .strictObject({
      searchMethod: z.enum(["smart", "simple"]).optional(),
      searchPrompt: text(5000).optional(),
      modelId: text(80).optional(),
      temprature: z.number().min(0).max(2).optional(),
      maxTokens: z.number().int().min(1).max(128_000).optional(),
    })
    .optional(),
  ifKnowsThreshold: z.number().min(0, "Between 0 and 1.").max(1, "Between 0 and 1.").optional(),
  vgOptions: z
    .strictObject({
      maxChunkSize: z.number().int().min(1000, AGENT_SETTINGS_MESSAGES.maxChunkSize).max(100_000).optional(),
    })
    .optional(),

  // voice
  vapi: z.strictObject({ assistantId: text(100).optional(), phoneNumberId: text(100).optional() }).optional(),
  vapiConfig: z
    .strictObject({
      enableVapiOnWeb: flag.optional(),
      overrideWithVG: flag.optional(),
      promptOnWeb: flag.optional(),
      maxCostMonthly: z.number().min(0, AGENT_SETTINGS_MESSAGES.nonNegative).optional(),
      maxMinutesMonthly: count.optional(),
    })
    .optional(),
  voiceConfig: ZVoiceConfig.optional(),

  // UI extras
  ui: z
    .strictObject({
      enableFixedFeedbackBtns: flag.optional(),
      voice: z
        .strictObject({
          question: text(300).optional(),
          continueBtnLabel: text(60).optional(),
          dismissBtnLabel: text(60).optional(),
        })
        .optional(),
    })
    .optional(),
  vfSettings: z.strictObject({ enableIgnoreUrlPaths: flag.optional() }).optional(),

  // tools
  assignedToolsIds: z.array(z.string().max(40)).max(50).optional(),
  tools: z.array(ZAgentTool).max(50).optional(),

  // nodes
  enableNodes: flag.optional(),
  nodes: ZAgentNodes.optional(),

  internal: z
    .strictObject({ accountCreationConfig: z.literal("v2").optional(), websocketServer: z.enum(["nodejs"]).optional() })
    .optional(),
});
export type TAgentSettings = z.infer<typeof ZAgentSettings>;

/**
 * Settings that hold credentials: stored and used by the server, never sent back to a browser
 * (`agent.settings` lists the ones that hold a value). Dotted paths for nested fields.
 */
export const SECRET_SETTING_PATHS = [
  "whatsappToken",
  "igAccessToken",
  "instagramOptions.accessToken",
  "gcloudPrivateKey",
  "VF_DM_API_KEY",
  "VF_KB_API_KEY",
  "flowise.webhookSecret",
] as const;

/** A settings payload as a script or the forms send it: never the identity or bookkeeping fields. */
export const ZAgentSettingsUpdate = ZAgentSettings.omit({
  ID: true,
  ownerID: true,
  isDeployed: true,
  starred: true,
  lastModified: true,
  ts: true,
});
export type TAgentSettingsUpdate = z.infer<typeof ZAgentSettingsUpdate>;

/** The first problem of a refused payload as one line naming the field, e.g. "vg_temperature: ...". */
export function describeSettingsError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid settings.";
  if (issue.code === "unrecognized_keys") {
    const prefix = issue.path.length ? `${issue.path.join(".")}.` : "";
    return `${issue.keys.map((key) => `${prefix}${key}`).join(", ")}: unknown setting.`;
  }
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}
