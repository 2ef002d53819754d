import type { TAgentSettingsUpdate } from "@parlo/validators";
import { customThemeJson, type BrandingChoice } from "./branding";
import type { CompanyInfo } from "./company-info";

/** The template the wizard starts from. */
export const WIZARD_TEMPLATE_KEY = "customer-support";

/** The facts about the company put in front of the agent's instructions. */
export function companyContext(company: CompanyInfo): string {
  return `You work for ${company.name} (${company.website}). About the company: ${company.description}`;
}

/**
 * The settings that make a template agent the company's own: its description, the company
 * context in front of every prompt (node prompts and the fallback system prompt) and the colours.
 */
export function personalizedSettings(
  template: TAgentSettingsUpdate,
  company: CompanyInfo,
  branding: BrandingChoice,
): TAgentSettingsUpdate {
  const context = companyContext(company);
  const withContext = (text: string | undefined) => (text ? `${context}\n\n${text}` : context);
  return {
    description: company.description.slice(0, 500),
    customThemeJSONString: customThemeJson(branding),
    ...(template.nodes && {
      nodes: template.nodes.map((node) => (node.type === "prompt" ? { ...node, text: withContext(node.text) } : node)),
    }),
    vg_systemPrompt: withContext(template.vg_systemPrompt),
  };
}
