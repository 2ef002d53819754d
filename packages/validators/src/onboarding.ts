/**
 * The company-to-agent onboarding (agents-channels-onboarding.md sections 2 to 9): the company
 * step's rules and messages, the branding info and choices, and the two procedures'
 * contracts (getBrandingInfo, createPersonalizedAgent). One schema for the screens and the server.
 */
import { z } from "zod";
import { ZAgentSummary } from "./agent";
import { zRegion } from "./region";
import { ZWorkspaceScopeInput } from "./workspace";

export const ONBOARDING_MESSAGES = {
  nameRequired: "Company name is required",
  websiteRequired: "Company website is required",
  websiteInvalid: "Please enter a valid website URL or domain",
  descriptionRequired: "Please tell us what your company does",
  descriptionTooShort: "Please provide at least 10 characters",
  analyzeFailed: "Unable to analyze website branding",
  created: "Agent created successfully, redirecting...",
  analyzing: "Analyzing your website...",
  creating: "Our AI system is creating your agent please wait for few seconds, might take up to a minute.",
  takingLonger: "Taking longer than expected?",
  logoFound: "Logo found on your website",
  logoUploaded: "Custom logo uploaded",
  noLogo: "No logo",
  invalidColor: "Please enter a hex colour such as #0070f3.",
} as const;

/** Section 9's onboarding constants. */
export const ONBOARDING_LIMITS = {
  defaultPrimaryColor: "#0070f3",
  defaultThemeMode: "light",
  maxDetectedColors: 11,
  tryAgainAfterSeconds: 30,
  descriptionMinLength: 10,
  logoMaxSizeMB: 0.5,
} as const;

/** Why a website's branding could not be read, as the analysis reports it (the screen shows one message). */
export const BRANDING_FAILURE_REASONS = ["unreachable", "timeout", "not-html", "no-brand", "blocked"] as const;
export type TBrandingFailureReason = (typeof BRANDING_FAILURE_REASONS)[number];

export interface TCompanyFields {
  name: string;
  website: string;
  description: string;
}
export type TCompanyErrors = Partial<Record<keyof TCompanyFields, string>>;
/** Which company fields must be filled in (the owner's onboarding: all; an agency's client onboarding: its settings). */
export type TCompanyRequirements = Record<keyof TCompanyFields, boolean>;

/**
 * The company step's errors, checked on Next (section 5); an empty object means Next may proceed.
 * A field that is not required may stay empty; filled in, its rules apply.
 */
export function validateCompany(
  company: TCompanyFields,
  required: TCompanyRequirements = { name: true, website: true, description: true },
): TCompanyErrors {
  const errors: TCompanyErrors = {};
  if (!company.name.trim()) {
    if (required.name) errors.name = ONBOARDING_MESSAGES.nameRequired;
  }
  const website = company.website.trim();
  if (!website) {
    if (required.website) errors.website = ONBOARDING_MESSAGES.websiteRequired;
  } else if (!/^https?:\/\//i.test(website) && !website.includes("."))
    errors.website = ONBOARDING_MESSAGES.websiteInvalid;
  const description = company.description.trim();
  if (!description) {
    if (required.description) errors.description = ONBOARDING_MESSAGES.descriptionRequired;
  } else if (description.length < ONBOARDING_LIMITS.descriptionMinLength) {
    errors.description = ONBOARDING_MESSAGES.descriptionTooShort;
  }
  return errors;
}

/** Company data (section 3): name, website, description, trimmed, checked by the company step's rules. */
export const ZCompany = z
  .object({
    name: z.string().trim().max(120),
    website: z.string().trim().max(2048),
    description: z.string().trim().max(2000),
  })
  .superRefine((company, ctx) => {
    for (const [path, message] of Object.entries(validateCompany(company))) {
      ctx.addIssue({ code: "custom", path: [path], message });
    }
  });
export type TCompany = z.infer<typeof ZCompany>;

const zHex = z.string().regex(/^#[0-9a-f]{6}$/i, ONBOARDING_MESSAGES.invalidColor);
/** A logo URL: http(s), or a file uploaded to this product (/uploads/...). */
const zLogoUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(value), {
    message: "The logo must be a web address or an uploaded file.",
  });

/** Branding info (section 3): the detected colours (at most 11) and the website's logo. */
export const ZBrandingInfo = z.object({
  colors: z.array(zHex).max(ONBOARDING_LIMITS.maxDetectedColors),
  favicon: zLogoUrl.nullable(),
});
export type TBrandingInfo = z.infer<typeof ZBrandingInfo>;

export const ZGetBrandingInfoInput = z.object({ region: zRegion, company: ZCompany });
/** The analysis's answer: the branding, or why there is none (the screen then shows analyzeFailed). */
export const ZGetBrandingInfoOutput = z.discriminatedUnion("ok", [
  /** siteUrl: the address that answered (https or http for a bare domain), for the knowledge source */
  z.object({ ok: z.literal(true), brandingInfo: ZBrandingInfo, siteUrl: z.string() }),
  z.object({ ok: z.literal(false), reason: z.enum(BRANDING_FAILURE_REASONS), message: z.string() }),
]);
export type TGetBrandingInfoOutput = z.infer<typeof ZGetBrandingInfoOutput>;

/**
 * Branding choices (section 3): with no custom logo and an approved favicon, the website's logo
 * (`favicon`, as the analysis found it) is the agent's logo.
 */
export const ZBrandingChoices = z.object({
  primaryColor: zHex,
  themeMode: z.enum(["light", "dark"]),
  faviconApproved: z.boolean(),
  favicon: zLogoUrl.nullable().optional(),
  customLogo: zLogoUrl.optional(),
});
export type TBrandingChoices = z.infer<typeof ZBrandingChoices>;

export const ZCreatePersonalizedAgentInput = ZWorkspaceScopeInput.extend({
  company: ZCompany,
  brandingChoices: ZBrandingChoices,
  /** the address the analysis read (getBrandingInfo's siteUrl); https:// + the website otherwise */
  siteUrl: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https?:\/\/\S+$/i, "The website address must start with http:// or https://.")
    .optional(),
});
export type TCreatePersonalizedAgentInput = z.infer<typeof ZCreatePersonalizedAgentInput>;

/** Created agent result (section 3): agentId, prototypeUrl, agentData. */
export const ZCreatePersonalizedAgentOutput = z.object({
  agentId: z.string(),
  prototypeUrl: z.string(),
  agentData: ZAgentSummary.extend({
    primaryColor: zHex,
    themeMode: z.enum(["light", "dark"]),
    greeting: z.string(),
    /** "model" when the configured model wrote the prompt and greeting, "template" for the offline writer */
    writtenBy: z.enum(["model", "template"]),
    knowledgeSourceId: z.string().nullable(),
  }),
});
export type TCreatePersonalizedAgentOutput = z.infer<typeof ZCreatePersonalizedAgentOutput>;
