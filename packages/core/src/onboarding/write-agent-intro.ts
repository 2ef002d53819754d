import { z } from "zod";
import type { ModelProvider } from "../model/model-provider";
import { goalLabels } from "./agent-goals";
import { templatedIntro, type AgentIntro, type IntroCompany } from "./templated-intro";

const ZModelIntro = z.object({
  systemPrompt: z.string().trim().min(40).max(8000),
  greeting: z.string().trim().min(5).max(400),
  proactiveMessage: z.string().trim().min(5).max(200).optional(),
});

const WRITER_PROMPT = [
  "You set up customer-facing chat assistants for companies' websites.",
  "Given a company, write the assistant's system prompt (who it is, what the company does, how to answer:",
  "from the knowledge base first, brief and friendly, honest when it does not know, offer the team for what it cannot do,",
  "never invent prices or policies, reply in the visitor's language), its first greeting (one or two short sentences)",
  "and a one-line proactive message shown next to the chat button.",
  "When the company says what it wants the assistant for, make those jobs the assistant's priorities and the greeting's offer.",
  'Answer with JSON only: {"systemPrompt": "...", "greeting": "...", "proactiveMessage": "..."}',
].join(" ");

/** The first JSON object in a model's answer (models wrap JSON in prose or code fences). */
function firstJsonObject(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * The agent's system prompt, greeting and proactive message for a company: written by the
 * configured model, or by the offline template when there is no model, the model fails, or its
 * answer is not the JSON asked for. Says which wrote it.
 */
export async function writeAgentIntro(options: {
  provider: ModelProvider | undefined;
  company: IntroCompany;
}): Promise<AgentIntro & { writtenBy: "model" | "template" }> {
  const template = templatedIntro(options.company);
  const { provider, company } = options;
  if (!provider || provider.name === "offline") return { ...template, writtenBy: "template" };
  try {
    const reply = await provider.complete({
      system: WRITER_PROMPT,
      messages: [
        {
          role: "user",
          content: [
            `Company name: ${company.name}`,
            `Website: ${company.website}`,
            `What the company does: ${company.description}`,
            ...(company.goals?.length
              ? [`What the company wants the assistant for: ${goalLabels(company.goals)}`]
              : []),
          ].join("\n"),
        },
      ],
      maxTokens: 1200,
      temperature: 0.5,
    });
    const parsed = ZModelIntro.safeParse(firstJsonObject(reply.text));
    if (!parsed.success) return { ...template, writtenBy: "template" };
    return {
      systemPrompt: parsed.data.systemPrompt,
      greeting: parsed.data.greeting,
      proactiveMessage: parsed.data.proactiveMessage ?? template.proactiveMessage,
      writtenBy: "model",
    };
  } catch (error) {
    console.error("The model could not write the onboarding agent's prompt; the template is used:", error);
    return { ...template, writtenBy: "template" };
  }
}
