import { consumeRateLimit, DomainError, generateCss, ModelProviderError, type RateLimit } from "@parlo/core";
import {
  AGENT_MESSAGES,
  CSS_ASSISTANT_MESSAGES,
  describeSettingsError,
  ZGenerateCssInput,
  type TGenerateCssOutput,
} from "@parlo/validators";
import { readBodyText } from "@parlo/api";
import { TRPCError } from "@trpc/server";
import { getRequestSession } from "@/server/auth";
import { serverCaller } from "@/server/caller";
import { getDb } from "@/server/deps";
import { modelProvider } from "@/server/model-provider";

export const dynamic = "force-dynamic";

/** Model calls cost money: a person gets 20 a minute. */
const CSS_REQUESTS_PER_USER: RateLimit = {
  name: "ai-css-generator:user",
  limit: 20,
  windowSeconds: 60,
  message: CSS_ASSISTANT_MESSAGES.rateLimited,
};

/** Room for 20 messages of 4,000 characters and 100,000 characters of CSS, JSON-escaped. */
const MAX_BODY_BYTES = 512 * 1024;

const answer = (body: TGenerateCssOutput, status = 200) => Response.json(body, { status });
const fail = (error: string, status: number) => answer({ success: false, error }, status);

// POST /api/ai-css-generator - the AI CSS assistant: {messages, currentCSS, agentID, bucket} -> {success, response, css} or {success: false, error}
export async function POST(request: Request) {
  const session = await getRequestSession(request);
  if (!session) return fail(CSS_ASSISTANT_MESSAGES.signIn, 401);

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof DomainError) return fail("Request too large.", 413);
    return fail("Send the request as JSON.", 400);
  }
  const input = ZGenerateCssInput.safeParse(body);
  if (!input.success) return fail(describeSettingsError(input.error), 400);
  const { messages, currentCSS, agentID, bucket } = input.data;

  // only people who may edit the agent (members of its workspace) use the assistant for it
  try {
    await (await serverCaller()).agent.get({ region: bucket, agentId: agentID });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") return fail(CSS_ASSISTANT_MESSAGES.signIn, 401);
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) {
      return fail(AGENT_MESSAGES.notFound, 404);
    }
    throw error;
  }

  try {
    await consumeRateLimit({ db: getDb(), rule: CSS_REQUESTS_PER_USER, subject: session.userId });
  } catch (error) {
    if (error instanceof DomainError && error.code === "TOO_MANY_REQUESTS") return fail(error.message, 429);
    throw error;
  }

  try {
    const { response, css } = await generateCss({ provider: modelProvider(), messages, currentCSS });
    return answer({ success: true, response, css });
  } catch (error) {
    if (!(error instanceof ModelProviderError)) throw error;
    console.error(`[ai-css-generator] ${error.message}`);
    return fail(CSS_ASSISTANT_MESSAGES.defaultError, 502);
  }
}
