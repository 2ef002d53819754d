/**
 * The AI CSS assistant (agents-channels-onboarding.md sections 2, 7 and 8): the request and answer
 * of POST /api/ai-css-generator, its messages, and the class names of the chat widget that the
 * custom CSS (ADVANCED_customCSS) can target, shared by the preview and the assistant's prompt.
 */
import { z } from "zod";
import { zRegion } from "./region";
import { zAgentId } from "./workspace";

export const CSS_ASSISTANT_MESSAGES = {
  inserted: "CSS generated and inserted successfully!",
  noCss: "Generated response but no CSS code found. Please check the chat for the response.",
  failed: "Failed to generate CSS. Please try again.",
  apology: "Sorry, I couldn't generate CSS this time. Please try again in a moment.",
  insertedManually: "CSS inserted manually!",
  noCssInMessage: "No CSS code found in this message",
  reset: "Chat conversation reset!",
  httpError: (status: number) => `HTTP error! status: ${status}`,
  defaultError: "Failed to generate CSS",
  signIn: "Please sign in.",
  rateLimited: "Too many CSS requests. Please wait a minute and try again.",
} as const;

export const CSS_ASSISTANT_LIMITS = {
  messages: 20,
  contentChars: 4000,
  currentCssChars: 100_000,
} as const;

/** The three example prompts of the assistant's empty chat. */
export const CSS_ASSISTANT_EXAMPLES = [
  "Make the chat bubble purple",
  "Add a glow effect on buttons",
  "Give it a pizza shop theme",
] as const;

export const ZCssChatMessage = z.object({
  role: z.enum(["user", "assistant"]),
  content: z
    .string()
    .trim()
    .min(1, "Message is empty.")
    .max(CSS_ASSISTANT_LIMITS.contentChars, `A message has at most ${CSS_ASSISTANT_LIMITS.contentChars} characters.`),
});
export type TCssChatMessage = z.infer<typeof ZCssChatMessage>;

/** The body of POST /api/ai-css-generator. */
export const ZGenerateCssInput = z.object({
  messages: z
    .array(ZCssChatMessage)
    .min(1, "Send at least one message.")
    .max(CSS_ASSISTANT_LIMITS.messages, `At most ${CSS_ASSISTANT_LIMITS.messages} messages.`),
  currentCSS: z
    .string()
    .max(
      CSS_ASSISTANT_LIMITS.currentCssChars,
      `The current CSS has at most ${CSS_ASSISTANT_LIMITS.currentCssChars} characters.`,
    )
    .default(""),
  /** sent by the spec's client; the server uses the session instead */
  userData: z.record(z.string(), z.unknown()).optional(),
  agentID: zAgentId,
  /** the agent's region */
  bucket: zRegion,
});
export type TGenerateCssInput = z.input<typeof ZGenerateCssInput>;

/** The answer: {success, response} or {success: false, error}; `css` is what the reply's CSS block holds. */
export const ZGenerateCssOutput = z.union([
  z.object({ success: z.literal(true), response: z.string(), css: z.string().nullable() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type TGenerateCssOutput = z.infer<typeof ZGenerateCssOutput>;

/**
 * What the widget's custom CSS can target. The preview and the widget render these class names
 * (inside their own shadow root, so custom CSS never leaks into the page around them).
 */
export const WIDGET_CSS_TARGETS = [
  { selector: ".parlo-widget", description: "the widget root; holds the CSS variables; data-theme is light or dark" },
  { selector: ".parlo-window", description: "the chat window (card with rounded corners and shadow)" },
  { selector: ".parlo-header", description: "the header bar (primary colour background)" },
  { selector: ".parlo-avatar", description: "the round agent image in the header" },
  { selector: ".parlo-title", description: "the agent name in the header" },
  { selector: ".parlo-subtitle", description: "the line under the agent name" },
  { selector: ".parlo-messages", description: "the scrolling message list" },
  { selector: ".parlo-bubble", description: "every chat bubble" },
  { selector: ".parlo-bubble-bot", description: "the agent's bubbles" },
  { selector: ".parlo-bubble-user", description: "the visitor's bubbles (primary colour)" },
  { selector: ".parlo-buttons", description: "the row of quick-reply buttons" },
  { selector: ".parlo-button", description: "a quick-reply button" },
  { selector: ".parlo-input-bar", description: "the footer with the text input and the send button" },
  { selector: ".parlo-input", description: "the text input" },
  { selector: ".parlo-send", description: "the send button" },
  { selector: ".parlo-branding", description: "the 'Powered by' line" },
  { selector: ".parlo-launcher", description: "the round launcher button that opens the chat" },
] as const;

export const WIDGET_CSS_VARIABLES = [
  { name: "--parlo-primary", description: "the primary colour" },
  { name: "--parlo-primary-50 ... --parlo-primary-900", description: "the ten palette swatches" },
  { name: "--parlo-background", description: "the window background" },
  { name: "--parlo-foreground", description: "the text colour" },
  { name: "--parlo-muted", description: "the agent bubble background" },
  { name: "--parlo-border", description: "borders" },
  { name: "--parlo-radius", description: "the corner radius of the window and bubbles" },
  { name: "--parlo-font", description: "the font family" },
] as const;
