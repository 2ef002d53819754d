import { consumeRateLimit, DomainError, LeadAnswersError, submitLead } from "@parlo/core";
import { describeSettingsError, LEAD_MESSAGES, ZSubmitLeadInput } from "@parlo/validators";
import { failure, json, readJson } from "./runtime-http";
import { conversationAccess, runtimeScope } from "./runtime-access";
import type { RuntimeRequest } from "./runtime-requests";

/** Before any look-up: a script hammering the endpoint from one address is stopped early. */
const LEAD_IP_RATE_LIMIT = {
  name: "runtime:lead:ip",
  limit: 60,
  windowSeconds: 60,
  message: LEAD_MESSAGES.tooManyRequests,
};

/**
 * POST /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/lead: the visitor's
 * answers to the agent's lead form (ZSubmitLeadInput). 200 ZSubmitLeadOutput; 400 with
 * `fieldErrors` when an answer is refused; 401, 404, 409 (already submitted), 429.
 */
export async function handleSubmitLead(options: RuntimeRequest & { conversationId: string }): Promise<Response> {
  try {
    const { region, agentId } = runtimeScope(options);
    await consumeRateLimit({ db: options.deps.db, rule: LEAD_IP_RATE_LIMIT, subject: options.clientIp ?? "unknown" });
    const access = await conversationAccess(options, region);
    const input = ZSubmitLeadInput.safeParse(await readJson(options.request));
    if (!input.success) throw new DomainError("BAD_REQUEST", describeSettingsError(input.error));
    return json(
      200,
      await submitLead({
        db: options.deps.db,
        mail: options.deps,
        region,
        agentId,
        conversationId: options.conversationId,
        access,
        answers: input.data.answers,
        pageUrl: input.data.pageUrl,
        push: options.deps,
      }),
    );
  } catch (error) {
    if (error instanceof LeadAnswersError) {
      return json(400, { success: false, error: error.message, fieldErrors: error.fieldErrors });
    }
    return failure(error);
  }
}
