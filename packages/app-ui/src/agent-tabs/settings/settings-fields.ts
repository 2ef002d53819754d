import { SECRET_SETTING_PATHS, type SettingsSubTabKey, type ZAgentSettingsUpdate } from "@parlo/validators";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import { LANGUAGE_OPTIONS } from "./language-options";
import { MODEL_OPTIONS } from "./model-options";

/** What a settings form holds: any part of the settings update payload. */
export type SettingsFormValues = z.input<typeof ZAgentSettingsUpdate>;
export type SettingsPath = Path<SettingsFormValues>;

interface BaseField {
  name: SettingsPath;
  label: string;
  /** one short sentence under the field */
  help: string;
}

export type SettingsField = BaseField &
  (
    | {
        kind: "text";
        placeholder?: string;
        inputType?: "text" | "url" | "email" | "tel";
        /** an empty box means "not set" (for fields where "" is not a valid value, like language codes) */
        emptyIsUnset?: boolean;
        mono?: boolean;
      }
    | { kind: "textarea"; placeholder?: string; rows?: number; mono?: boolean }
    | { kind: "number"; placeholder?: string; step?: number; min?: number; max?: number; unit?: string }
    | { kind: "switch" }
    /** an image address, typed or uploaded */
    | { kind: "image" }
    | { kind: "select"; options: readonly { value: string; label: string }[] }
    /** write-only: the stored value never comes back, only whether there is one */
    | { kind: "secret"; placeholder?: string }
    /** a list of short texts (vg_initMessages) */
    | { kind: "list"; max: number; placeholder?: string }
    /** shown, not edited */
    | { kind: "readonly"; display?: Readonly<Record<string, string>> }
  );

export interface SettingsGroup {
  title: string;
  description?: string;
  fields: readonly SettingsField[];
}

/** A form of settings fields: a Settings section, or the Prompt tab's prompt of an agent without steps. */
export type SettingsFormKey = SettingsSubTabKey | "prompt";

export interface SettingsSection {
  key: SettingsFormKey;
  groups: readonly SettingsGroup[];
}

/** The fields whose values are never sent back by the API (`secretsSet` says which hold one). */
export const SECRET_FIELDS = SECRET_SETTING_PATHS satisfies readonly SettingsPath[];

export const SECRET_PLACEHOLDER = "Saved — type to replace";

export const SETTINGS_SECTIONS: Record<SettingsSubTabKey, SettingsSection> = {
  core: {
    key: "core",
    groups: [
      {
        title: "Identity",
        description: "How the agent is named in the dashboard and introduced to visitors.",
        fields: [
          {
            name: "title",
            kind: "text",
            label: "Name",
            help: "Shown in the agent list and the chat header.",
            placeholder: "Customer Support Agent",
          },
          {
            name: "description",
            kind: "textarea",
            rows: 3,
            label: "Description",
            help: "A short note on what this agent is for (up to 500 characters).",
          },
        ],
      },
      {
        title: "Model and prompts",
        description: "The language model and the instructions behind every reply.",
        fields: [
          {
            name: "vg_defaultModel",
            kind: "select",
            label: "Default model",
            help: "The model that writes the replies.",
            options: MODEL_OPTIONS,
          },
          {
            name: "vg_temperature",
            kind: "number",
            label: "Temperature",
            help: "0 gives focused, repeatable answers; 2 the most varied.",
            step: 0.1,
            min: 0,
            max: 2,
          },
          {
            name: "vg_maxTokens",
            kind: "number",
            label: "Max tokens per reply",
            help: "The longest reply the model may write, in tokens.",
            min: 1,
            unit: "tokens",
          },
          {
            name: "vg_systemPrompt",
            kind: "textarea",
            rows: 8,
            label: "System prompt",
            help: "The agent's role, tone and rules, sent with every conversation.",
          },
          {
            name: "vg_initPrompt",
            kind: "textarea",
            rows: 4,
            label: "Opening prompt",
            help: "Instructions for the first reply of a conversation.",
          },
        ],
      },
      {
        title: "Conversation start",
        fields: [
          {
            name: "vg_initMessages",
            kind: "list",
            max: 10,
            label: "Welcome messages",
            help: "Sent one after another when a chat opens (up to 10).",
            placeholder: "Hi! How can I help you today?",
          },
          {
            name: "proactiveMessage",
            kind: "textarea",
            rows: 2,
            label: "Proactive message",
            help: "A bubble shown next to the closed widget to invite a chat.",
          },
          {
            name: "messageDelayMS",
            kind: "number",
            label: "Delay between messages",
            help: "Pause between consecutive agent messages, in milliseconds (at most 60000).",
            min: 0,
            max: 60_000,
            unit: "ms",
          },
        ],
      },
    ],
  },
  ui: {
    key: "ui",
    groups: [
      {
        title: "Look",
        fields: [
          {
            name: "fontFamily",
            kind: "text",
            label: "Font family",
            help: "A CSS font family for the chat window, e.g. Inter, sans-serif.",
            placeholder: "Inter, sans-serif",
          },
          {
            name: "buttonsLayout",
            kind: "select",
            label: "Buttons layout",
            help: "How reply buttons are arranged in the chat.",
            options: [
              { value: "horizontal", label: "Horizontal" },
              { value: "vertical", label: "Vertical" },
              { value: "in-footer", label: "In the footer" },
            ],
          },
        ],
      },
      {
        title: "Images",
        description: "Upload a PNG, JPG, GIF or WEBP (up to 0.5 MB), or give the address of an image.",
        fields: [
          { name: "avatarImageUrl", kind: "image", label: "Avatar", help: "Shown next to messages." },
          {
            name: "roundedImageURL",
            kind: "image",
            label: "Launcher image",
            help: "The round button that opens the widget.",
          },
          {
            name: "rectangeImageURL",
            kind: "image",
            label: "Logo",
            help: "A wide logo for the chat header.",
          },
          {
            name: "headerImageUrl",
            kind: "image",
            label: "Header image",
            help: "Background of the chat header.",
          },
          {
            name: "bannerImageUrl",
            kind: "image",
            label: "Banner image",
            help: "Shown above the first message.",
          },
          {
            name: "chatBgURL",
            kind: "image",
            label: "Chat background",
            help: "Background image of the conversation.",
          },
        ],
      },
      {
        title: "Behaviour",
        fields: [
          {
            name: "autoStartWidget",
            kind: "switch",
            label: "Open the widget automatically",
            help: "The chat opens by itself when the page loads.",
          },
          {
            name: "scrollAnimation",
            kind: "switch",
            label: "Scroll animation",
            help: "Animate new messages into view.",
          },
          {
            name: "disableSmoothScroll",
            kind: "switch",
            label: "Disable smooth scrolling",
            help: "Jump to new messages instead of scrolling to them.",
          },
          {
            name: "ui.enableFixedFeedbackBtns",
            kind: "switch",
            label: "Always show feedback buttons",
            help: "Thumbs up and down stay visible under every reply.",
          },
        ],
      },
    ],
  },
  language: {
    key: "language",
    groups: [
      {
        title: "Language",
        fields: [
          {
            name: "lang",
            kind: "select",
            label: "Agent language",
            help: "The language the agent greets and answers in.",
            options: LANGUAGE_OPTIONS,
          },
        ],
      },
      {
        title: "AI translation",
        description: "Translate the conversation so visitors and your team each read their own language.",
        fields: [
          {
            name: "enableAITranslate",
            kind: "switch",
            label: "Translate agent replies",
            help: "Replies are translated with AI before they are shown.",
          },
          {
            name: "AITranslateTo",
            kind: "select",
            label: "Translate to",
            help: "The language replies are translated into.",
            options: LANGUAGE_OPTIONS,
          },
          {
            name: "translateUserResponse",
            kind: "switch",
            label: "Translate visitor messages",
            help: "Visitors' messages are translated too, for your team.",
          },
        ],
      },
    ],
  },
  security: {
    key: "security",
    groups: [
      {
        title: "Files",
        fields: [
          {
            name: "acceptFileUpload",
            kind: "switch",
            label: "Accept file uploads",
            help: "Visitors may attach files to their messages.",
          },
          {
            name: "enableQuickFileUpload",
            kind: "switch",
            label: "Quick upload button",
            help: "Show an upload button next to the message box.",
          },
        ],
      },
      {
        title: "Privacy",
        fields: [
          {
            name: "recordChatHistory",
            kind: "switch",
            label: "Record chat history",
            help: "Keep conversations so they show under Chats.",
          },
          {
            name: "chatForget",
            kind: "switch",
            label: "Forget chats on reload",
            help: "Start a new conversation each time the page reloads.",
          },
        ],
      },
      {
        title: "Limits",
        description: "Protect your credits from abuse. Leave empty for no limit.",
        fields: [
          {
            name: "messagesLimit",
            kind: "number",
            label: "Messages per conversation",
            help: "The most messages a visitor may send in one conversation.",
            min: 0,
          },
          {
            name: "maxTokensUsage",
            kind: "number",
            label: "Token budget",
            help: "The most tokens this agent may use in total.",
            min: 0,
            unit: "tokens",
          },
        ],
      },
    ],
  },
  notifications: {
    key: "notifications",
    groups: [
      {
        title: "Webhook",
        fields: [
          {
            name: "webhookUrl",
            kind: "text",
            inputType: "url",
            label: "Webhook URL",
            help: "Receives a POST for new conversations, leads and handoff requests.",
            placeholder: "https://example.com/hooks/parlo",
          },
        ],
      },
      {
        title: "Flowise",
        description: "Forward events to a Flowise flow.",
        fields: [
          {
            name: "flowise.webhookUrl",
            kind: "text",
            inputType: "url",
            label: "Flowise webhook URL",
            help: "The flow's webhook address.",
            placeholder: "https://flowise.example.com/api/v1/prediction/...",
          },
          {
            name: "flowise.webhookSecret",
            kind: "secret",
            label: "Flowise webhook secret",
            help: "Sent with each call so the flow can check it comes from us.",
          },
        ],
      },
    ],
  },
  handoff: {
    key: "handoff",
    groups: [
      {
        title: "Human handoff",
        description: "Let a person on your team take over a conversation.",
        fields: [
          {
            name: "enableHumanHandoff",
            kind: "switch",
            label: "Enable human handoff",
            help: "Visitors can ask for a person.",
          },
          {
            name: "enableVGHandoff",
            kind: "switch",
            label: "Use the built-in handoff",
            help: "Hand conversations to your team in the Chats tab.",
          },
          {
            name: "manualControl",
            kind: "switch",
            label: "Manual control",
            help: "Your team decides when the agent stops replying.",
          },
          {
            name: "disableNoReplyListener",
            kind: "switch",
            label: "Don't wait for a reply",
            help: "The agent does not take over again when nobody answers.",
          },
        ],
      },
      {
        title: "Handoff button",
        fields: [
          {
            name: "alwaysShowHandoff",
            kind: "switch",
            label: "Always show the handoff button",
            help: "Not only when the agent offers a handoff.",
          },
          {
            name: "fixedHandoffPopup",
            kind: "switch",
            label: "Fixed handoff popup",
            help: "The handoff form stays open until it is sent or closed.",
          },
          {
            name: "showHandoffEvenIfOffline",
            kind: "switch",
            label: "Show when the team is offline",
            help: "Visitors can leave a request outside working hours.",
          },
          {
            name: "UIhandoffTitle",
            kind: "text",
            label: "Popup title",
            help: "The heading of the handoff form.",
            placeholder: "Talk to a person",
          },
          {
            name: "UIhandoffSubtitle",
            kind: "textarea",
            rows: 2,
            label: "Popup subtitle",
            help: "A line under the heading, e.g. when to expect an answer.",
          },
        ],
      },
    ],
  },
  technical: {
    key: "technical",
    groups: [
      {
        title: "Knowledge base",
        description: "How documents are split and searched when the agent answers.",
        fields: [
          {
            name: "vgOptions.maxChunkSize",
            kind: "number",
            label: "Max chunk size",
            help: "The longest piece a document is split into, in characters (1000 to 100000).",
            min: 1000,
            max: 100_000,
            unit: "chars",
          },
          {
            name: "vg_kbTopChunks",
            kind: "number",
            label: "Top chunks",
            help: "How many of the best-matching pieces go into each reply (1 to 50).",
            min: 1,
            max: 50,
          },
          {
            name: "vg_kbDefaultDimension",
            kind: "number",
            label: "Embedding dimension",
            help: "The vector size of new embeddings (64 to 4096).",
            min: 64,
            max: 4096,
          },
          {
            name: "vg_kbCharCount",
            kind: "number",
            label: "Character limit",
            help: "The most characters the knowledge base may hold.",
            min: 0,
            unit: "chars",
          },
          {
            name: "vg_kbDocCount",
            kind: "number",
            label: "Document limit",
            help: "The most documents the knowledge base may hold (up to 1000).",
            min: 0,
            max: 1000,
          },
          {
            name: "ifKnowsThreshold",
            kind: "number",
            label: "Confidence threshold",
            help: "Between 0 and 1: below it the agent says it does not know.",
            step: 0.05,
            min: 0,
            max: 1,
          },
          {
            name: "vectorDb",
            kind: "select",
            label: "Vector store",
            help: "Where embeddings are stored.",
            options: [
              { value: "postgres", label: "PostgreSQL" },
              { value: "firebase", label: "Firebase (legacy)" },
            ],
          },
        ],
      },
      {
        title: "Knowledge-base search model",
        description: "The model that searches the knowledge base before the agent replies.",
        fields: [
          {
            name: "vg_kb_llm.searchMethod",
            kind: "select",
            label: "Search method",
            help: "Smart rewrites the question before searching; simple searches as asked.",
            options: [
              { value: "smart", label: "Smart" },
              { value: "simple", label: "Simple" },
            ],
          },
          {
            name: "vg_kb_llm.modelId",
            kind: "select",
            label: "Search model",
            help: "The model that rewrites questions for the search.",
            options: MODEL_OPTIONS,
          },
          {
            name: "vg_kb_llm.temprature",
            kind: "number",
            label: "Search temperature",
            help: "Between 0 and 2.",
            step: 0.1,
            min: 0,
            max: 2,
          },
          {
            name: "vg_kb_llm.maxTokens",
            kind: "number",
            label: "Search max tokens",
            help: "The longest search answer, in tokens.",
            min: 1,
            unit: "tokens",
          },
          {
            name: "vg_kb_llm.searchPrompt",
            kind: "textarea",
            rows: 4,
            label: "Search prompt",
            help: "Instructions for turning a question into a search.",
          },
        ],
      },
      {
        title: "Widget timing",
        fields: [
          {
            name: "delayBeforeSubmit",
            kind: "number",
            label: "Delay before submit",
            help: "Wait this long after the last keystroke before sending, in milliseconds.",
            min: 0,
            max: 60_000,
            unit: "ms",
          },
          {
            name: "syncBrowser",
            kind: "switch",
            label: "Sync across tabs",
            help: "The same conversation continues in every tab of the visitor's browser.",
          },
          {
            name: "listenForUrlChanges",
            kind: "switch",
            label: "Follow page changes",
            help: "Tell the agent when the visitor moves to another page of a single-page app.",
          },
        ],
      },
    ],
  },
  analytics: {
    key: "analytics",
    groups: [
      {
        title: "Analytics",
        fields: [
          {
            name: "enableGeoAnalytics",
            kind: "switch",
            label: "Location analytics",
            help: "Record the visitor's country and city with each conversation.",
          },
          {
            name: "allTimeTriggers",
            kind: "number",
            label: "Trigger count",
            help: "How many times the agent's triggers have fired; set it to 0 to start counting again.",
            min: 0,
          },
        ],
      },
    ],
  },
  advanced: {
    key: "advanced",
    groups: [
      {
        title: "Platform",
        fields: [
          {
            name: "agentPlatform",
            kind: "readonly",
            label: "Agent platform",
            help: "Chosen when the agent was created; it cannot be changed.",
            display: { vg: "Built-in (vg)", vf: "Conversation platform (vf)", "oai-assistants": "OpenAI assistants" },
          },
        ],
      },
      {
        title: "Behaviour",
        fields: [
          {
            name: "smartInit",
            kind: "switch",
            label: "Smart start",
            help: "Start the conversation from the page the visitor is on.",
          },
          {
            name: "enableAudioSupport",
            kind: "switch",
            label: "Audio messages",
            help: "Visitors can record voice messages.",
          },
          {
            name: "vfSettings.enableIgnoreUrlPaths",
            kind: "switch",
            label: "Ignore URL paths",
            help: "Treat every page of a site as the same page.",
          },
        ],
      },
      {
        title: "Custom buttons",
        fields: [
          {
            name: "customButtonJSON_STRING",
            kind: "textarea",
            rows: 6,
            mono: true,
            label: "Custom buttons (JSON)",
            help: "Extra buttons for the chat, as JSON.",
            placeholder: '[{ "label": "Pricing", "url": "https://example.com/pricing" }]',
          },
        ],
      },
    ],
  },
  integrations: {
    key: "integrations",
    groups: [
      {
        title: "WhatsApp (legacy)",
        description: "The older WhatsApp set-up with your own Meta app. New numbers connect under Channels.",
        fields: [
          {
            name: "whatsappToken",
            kind: "secret",
            label: "Access token",
            help: "A permanent token of your Meta app.",
          },
          {
            name: "whatsappNumberId",
            kind: "text",
            label: "Phone number id",
            help: "From the WhatsApp section of your Meta app.",
            mono: true,
          },
          {
            name: "whatsappBusniessId",
            kind: "text",
            label: "Business account id",
            help: "The WhatsApp Business account id.",
            mono: true,
          },
          {
            name: "waTestNumber",
            kind: "text",
            inputType: "tel",
            label: "Test number",
            help: "Your own number with the country code, e.g. +4915112345678.",
            placeholder: "+4915112345678",
          },
        ],
      },
      {
        title: "Instagram",
        fields: [
          {
            name: "instagramOptions.pageId",
            kind: "text",
            label: "Page id",
            help: "The Facebook page linked to the Instagram account.",
            mono: true,
          },
          {
            name: "instagramOptions.accessToken",
            kind: "secret",
            label: "Page access token",
            help: "A long-lived token for that page.",
          },
          {
            name: "igAccessToken",
            kind: "secret",
            label: "Instagram access token (legacy)",
            help: "Only for agents set up before page tokens.",
          },
        ],
      },
      {
        title: "Google Business Messages",
        fields: [
          {
            name: "gcloudClientEmail",
            kind: "text",
            inputType: "email",
            label: "Service account e-mail",
            help: "The client_email of your Google Cloud service account.",
            placeholder: "agent@project.iam.gserviceaccount.com",
          },
          {
            name: "gcloudPrivateKey",
            kind: "secret",
            label: "Private key",
            help: "The private_key of the same service account.",
          },
        ],
      },
      {
        title: "Conversation platform (VF)",
        description: "For agents that run on an external conversation platform.",
        fields: [
          { name: "VF_PROJECT_ID", kind: "text", label: "Project id", help: "The platform's project id.", mono: true },
          {
            name: "VF_DM_API_KEY",
            kind: "secret",
            label: "Dialogue API key",
            help: "Used to run conversations.",
          },
          {
            name: "VF_KB_API_KEY",
            kind: "secret",
            label: "Knowledge base API key",
            help: "Used to search the platform's knowledge base.",
          },
        ],
      },
    ],
  },
};

/** Every editable field of a section, in order. */
/** The Prompt tab of an agent without prompt steps: the prompts Settings > Core also edits. */
export const PROMPT_SECTION: SettingsSection = {
  key: "prompt",
  groups: [
    {
      title: "Prompt",
      description: "The instructions behind every reply. The same prompt shows under Settings > Core.",
      fields: [
        {
          name: "vg_systemPrompt",
          kind: "textarea",
          rows: 12,
          label: "System prompt",
          help: "The agent's role, tone and rules, sent with every conversation.",
        },
        {
          name: "vg_initPrompt",
          kind: "textarea",
          rows: 4,
          label: "Opening prompt",
          help: "Instructions for the first reply of a conversation.",
        },
      ],
    },
  ],
};

/** The fields of a settings form by its key. */
export function formSection(key: SettingsFormKey): SettingsSection {
  return key === "prompt" ? PROMPT_SECTION : SETTINGS_SECTIONS[key];
}

export function sectionFields(section: SettingsSection): SettingsField[] {
  return section.groups.flatMap((group) => group.fields.filter((field) => field.kind !== "readonly"));
}
