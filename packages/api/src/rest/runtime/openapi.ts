/**
 * The runtime API as an OpenAPI 3.1 document, made from the same zod schemas the handlers validate
 * with (`z.toJSONSchema`, JSON Schema 2020-12, which OpenAPI 3.1 uses). `pnpm docs:openapi` writes
 * it to docs/openapi.json; `openapi.test.ts` fails when that file is stale. docs/runtime-api.md is
 * the prose version.
 */
import {
  LAST_EVENT_ID_QUERY,
  MAX_MESSAGE_CHARS,
  REGION_VALUES,
  RUNTIME_SSE_RETRY_MS,
  ZHandoffOutput,
  ZListMessagesOutput,
  ZRuntimeAgent,
  ZRuntimeError,
  ZRuntimeMessage,
  ZSendMessageInput,
  ZSendMessageOutput,
  ZStartConversationInput,
  ZStartConversationOutput,
  ZSubmitLeadInput,
  ZSubmitLeadOutput,
  ZTokenEvent,
} from "@parlo/validators";
import { z } from "zod";

type JsonObject = { [key: string]: unknown };

const SCHEMAS = "#/components/schemas/";
const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` });

/** Named schemas, with each other as `$ref`s; `io` says whether the request's or the response's shape is meant. */
function componentSchemas(schemas: Record<string, z.ZodType>, io: "input" | "output"): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: made } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `${SCHEMAS}${id}`,
  });
  // each schema lives under components: the document's own $schema and $id are not wanted there
  return Object.fromEntries(
    Object.entries(made).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
}

const ZLeadRefusal = ZRuntimeError.extend({
  /** the refused answers: message by field key */
  fieldErrors: z.record(z.string(), z.string()),
});

const ERRORS: Record<number, string> = {
  400: "The request is malformed (body, query or a field; e.g. a message over the length limit).",
  401: "No X-Visitor-Token of this conversation and no insider credentials (agent secret, member).",
  402: "The agent's workspace has run out of credits.",
  403: "Refused for this agent (e.g. it does not hand chats over to a person).",
  404: "Unknown region, agent or conversation (or nothing to resume).",
  409: "Conflicts with the conversation's state (e.g. the team is offline, or a lead was already sent).",
  413: "The body is over 64 KB.",
  429: "Too many requests (with Retry-After in seconds), or a limit of the conversation or agent (without).",
  502: "The model failed to answer (the visitor's message is kept).",
};

function errorResponses(statuses: number[]): Record<string, unknown> {
  return Object.fromEntries(
    statuses.map((status) => {
      const response: JsonObject = {
        description: ERRORS[status] ?? "Refused.",
        content: { "application/json": { schema: ref("RuntimeError") } },
      };
      if (status === 429) response.headers = { "Retry-After": { $ref: "#/components/headers/RetryAfter" } };
      return [String(status), response];
    }),
  );
}

const json = (schema: unknown) => ({ "application/json": { schema } });

const SSE_DESCRIPTION =
  `Server-sent events. The stream starts with \`retry: ${RUNTIME_SSE_RETRY_MS}\`; every event has an \`id:\` ` +
  "line (opaque: send the last one back to the stream route to resume) and one JSON `data:` line. Events, in " +
  "order: `message` (RuntimeMessage, the stored visitor's message), any number of `token` (TokenEvent, the " +
  "answer's pieces in order), then `done` (SendMessageOutput) or `error` (RuntimeError).";

const sseContent = {
  "text/event-stream": {
    schema: { type: "string", description: SSE_DESCRIPTION },
    example:
      `retry: ${RUNTIME_SSE_RETRY_MS}\nevent: message\nid: u1:0:0\ndata: {...}\n\nevent: token\nid: u1:1:3\ndata: ` +
      '{"text":"We "}\n\nevent: done\nid: u1:2:end\ndata: {...}\n\n',
  },
};

/** The OpenAPI 3.1 document of the runtime API. */
export function runtimeOpenApiDocument(): JsonObject {
  const inputs = componentSchemas(
    {
      StartConversationInput: ZStartConversationInput,
      SendMessageInput: ZSendMessageInput,
      SubmitLeadInput: ZSubmitLeadInput,
    },
    "input",
  );
  const outputs = componentSchemas(
    {
      RuntimeMessage: ZRuntimeMessage,
      RuntimeAgent: ZRuntimeAgent,
      StartConversationOutput: ZStartConversationOutput,
      SendMessageOutput: ZSendMessageOutput,
      TokenEvent: ZTokenEvent,
      ListMessagesOutput: ZListMessagesOutput,
      HandoffOutput: ZHandoffOutput,
      SubmitLeadOutput: ZSubmitLeadOutput,
      RuntimeError: ZRuntimeError,
      LeadRefusal: ZLeadRefusal,
    },
    "output",
  );

  const visitorOrInsider = [{ visitorToken: [] }, { bearerSecret: [] }, { sessionCookie: [] }];
  const conversationParameters = [
    { $ref: "#/components/parameters/region" },
    { $ref: "#/components/parameters/agentId" },
    { $ref: "#/components/parameters/conversationId" },
  ];
  const conversation = "/api/runtime/{region}/agents/{agentId}/conversations/{conversationId}";

  return {
    openapi: "3.1.0",
    info: {
      title: "Parlo runtime API",
      version: "1.0.0",
      description:
        "The public API of an agent's chats: start a conversation, send messages (answers stream as server-sent " +
        "events or come as JSON), resume a broken stream, list messages, ask for a person, send the lead form. " +
        "Every route answers CORS requests from any origin; other methods answer 405 with Allow. See " +
        "docs/runtime-api.md.",
    },
    servers: [{ url: "/", description: "The dashboard's origin" }],
    paths: {
      "/api/runtime/{region}/agents/{agentId}/conversations": {
        parameters: [{ $ref: "#/components/parameters/region" }, { $ref: "#/components/parameters/agentId" }],
        post: {
          operationId: "startConversation",
          summary: "Start a conversation with the agent",
          description:
            "Anyone may start one (60 a minute per client address). The answer's visitorToken is the " +
            'conversation\'s credential. The "test" channel (the draft) needs an insider.',
          security: [{}, { bearerSecret: [] }, { sessionCookie: [] }],
          requestBody: { required: false, content: json(ref("StartConversationInput")) },
          responses: {
            "200": { description: "Started, with the agent's greeting", content: json(ref("StartConversationOutput")) },
            ...errorResponses([400, 401, 404, 413, 429]),
          },
        },
      },
      [`${conversation}/messages`]: {
        parameters: conversationParameters,
        post: {
          operationId: "sendMessage",
          summary: "Send the visitor's message; the answer streams back",
          description:
            `The text is trimmed and must hold 1 to ${MAX_MESSAGE_CHARS} characters. Limits: 20 messages a minute ` +
            "per visitor, 1200 a minute per agent, the agent's messagesLimit and maxTokensUsage, the workspace's " +
            "credits. Refusals before the visitor's message is stored are HTTP errors; once it is stored the " +
            "answer is 200 and a failure comes as the `error` event. `Accept: application/json` gets the whole " +
            "turn as one JSON object instead of events.",
          security: visitorOrInsider,
          requestBody: { required: true, content: json(ref("SendMessageInput")) },
          responses: {
            "200": {
              description: "The answer: server-sent events, or SendMessageOutput for Accept: application/json",
              content: { ...sseContent, ...json(ref("SendMessageOutput")) },
            },
            ...errorResponses([400, 401, 402, 404, 413, 429, 502]),
          },
        },
        get: {
          operationId: "listMessages",
          summary: "The conversation's messages",
          security: visitorOrInsider,
          parameters: [
            {
              name: "since",
              in: "query",
              required: false,
              description: "Only messages newer than this ISO date-time (with seconds and a zone).",
              schema: { type: "string", format: "date-time" },
            },
          ],
          responses: {
            "200": { description: "The messages, oldest first", content: json(ref("ListMessagesOutput")) },
            ...errorResponses([400, 401, 404]),
          },
        },
      },
      [`${conversation}/stream`]: {
        parameters: conversationParameters,
        get: {
          operationId: "resumeStream",
          summary: "Resume a streamed answer after the last event received",
          description:
            "Sends the events after the given one: while the answer's events are kept by the server (being " +
            "written, or finished less than 60 s ago) exactly the remaining ones, live until `done`; after that, " +
            "the rest of the stored answer as one `token` event and `done` (with empty meta.sources). Without an " +
            "id: the conversation's latest kept answer from its first event.",
          security: visitorOrInsider,
          parameters: [
            {
              name: "Last-Event-ID",
              in: "header",
              required: false,
              description: "The id of the last event received (wins over the query parameter).",
              schema: { type: "string" },
            },
            {
              name: LAST_EVENT_ID_QUERY,
              in: "query",
              required: false,
              description: "The same, for clients that cannot set the header.",
              schema: { type: "string" },
            },
          ],
          responses: {
            "200": { description: "The rest of the answer", content: sseContent },
            "204": { description: "The given id is the answer's last event: nothing more to send." },
            ...errorResponses([400, 401, 404]),
          },
        },
      },
      [`${conversation}/handoff`]: {
        parameters: conversationParameters,
        post: {
          operationId: "requestHandoff",
          summary: "The visitor asks for a person of the team",
          description: "10 requests per 10 minutes per client address.",
          security: visitorOrInsider,
          responses: {
            "200": { description: "What to tell the visitor", content: json(ref("HandoffOutput")) },
            ...errorResponses([401, 403, 404, 409, 429]),
          },
        },
      },
      [`${conversation}/lead`]: {
        parameters: conversationParameters,
        post: {
          operationId: "submitLead",
          summary: "The visitor's answers to the agent's lead form",
          description: "60 a minute per client address; one lead per conversation (409 for a second one).",
          security: visitorOrInsider,
          requestBody: { required: true, content: json(ref("SubmitLeadInput")) },
          responses: {
            "200": { description: "Stored", content: json(ref("SubmitLeadOutput")) },
            "400": {
              description: "The body is malformed or answers are refused (fieldErrors says which).",
              content: json({ anyOf: [ref("LeadRefusal"), ref("RuntimeError")] }),
            },
            ...errorResponses([401, 404, 409, 413, 429]),
          },
        },
      },
    },
    components: {
      schemas: { ...inputs, ...outputs },
      parameters: {
        region: { name: "region", in: "path", required: true, schema: { type: "string", enum: [...REGION_VALUES] } },
        agentId: {
          name: "agentId",
          in: "path",
          required: true,
          schema: { type: "string", pattern: "^[A-Za-z0-9]{16}$" },
        },
        conversationId: { name: "conversationId", in: "path", required: true, schema: { type: "string" } },
      },
      headers: {
        RetryAfter: {
          description: "Seconds until the rate limit's window is over.",
          schema: { type: "integer", minimum: 1 },
        },
        Allow: { description: "The methods the route takes.", schema: { type: "string" } },
      },
      responses: {
        MethodNotAllowed: {
          description: "A method the route does not take (every route answers these for the others).",
          headers: { Allow: { $ref: "#/components/headers/Allow" } },
          content: json(ref("RuntimeError")),
        },
      },
      securitySchemes: {
        visitorToken: {
          type: "apiKey",
          in: "header",
          name: "X-Visitor-Token",
          description: "The visitorToken returned when the conversation was started.",
        },
        bearerSecret: {
          type: "http",
          scheme: "bearer",
          description: "The agent's secret or its workspace's secret: any conversation of the agent.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "__Secure-next-auth.session-token",
          description: "A signed-in member of the agent's workspace (the dashboard's own pages).",
        },
      },
    },
  };
}

/** The document as docs/openapi.json holds it. */
export function runtimeOpenApiJson(): string {
  return `${JSON.stringify(runtimeOpenApiDocument(), null, 2)}\n`;
}
