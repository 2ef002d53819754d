/**
 * The offline model's answer to a CSS request: recognises a few wishes in the visitor's words
 * (colours, glow, pizza, rounded, square, dark, bigger text, serif) and writes real widget CSS
 * for them, with a short explanation. Deterministic, no network.
 */

const COLOURS: Record<string, string> = {
  purple: "#9333ea",
  violet: "#7c3aed",
  indigo: "#4f46e5",
  blue: "#2563eb",
  teal: "#0d9488",
  green: "#16a34a",
  red: "#dc2626",
  orange: "#ea580c",
  yellow: "#ca8a04",
  gold: "#b45309",
  pink: "#db2777",
  black: "#111827",
  gray: "#4b5563",
  grey: "#4b5563",
};

interface Feature {
  explanation: string;
  css: string;
}

function colourFeature(text: string): Feature | null {
  const hex = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(text)?.[0];
  const word = Object.keys(COLOURS).find((name) => new RegExp(`\\b${name}\\b`, "i").test(text));
  const colour = hex ?? (word ? COLOURS[word] : undefined);
  if (!colour) return null;
  const name = hex ?? word ?? colour;
  const bubbleOnly = /\bbubble/i.test(text);
  return {
    explanation: bubbleOnly
      ? `Your chat bubbles are now ${name}, with white text for contrast.`
      : `The header, your bubbles, the send button and the launcher use ${name}.`,
    css: [
      `.parlo-bubble-user {\n  background: ${colour};\n  color: #ffffff;\n}`,
      ...(bubbleOnly
        ? [`.parlo-bubble-bot {\n  border: 1px solid ${colour};\n}`]
        : [
            `.parlo-header {\n  background: ${colour};\n  color: #ffffff;\n}`,
            `.parlo-send,\n.parlo-launcher {\n  background: ${colour};\n  color: #ffffff;\n}`,
          ]),
    ].join("\n\n"),
  };
}

const FEATURES: Array<{ test: RegExp; feature: Feature }> = [
  {
    test: /\bglow/i,
    feature: {
      explanation: "Buttons glow softly in the primary colour and a little more on hover.",
      css: [
        `.parlo-button,\n.parlo-send,\n.parlo-launcher {\n  box-shadow: 0 0 12px color-mix(in srgb, var(--parlo-primary) 60%, transparent);\n  transition: box-shadow 0.2s ease, transform 0.2s ease;\n}`,
        `.parlo-button:hover,\n.parlo-send:hover,\n.parlo-launcher:hover {\n  box-shadow: 0 0 22px var(--parlo-primary);\n  transform: translateY(-1px);\n}`,
      ].join("\n\n"),
    },
  },
  {
    test: /\bpizza/i,
    feature: {
      explanation:
        "A pizza shop look: tomato-red header, mozzarella-cream background, basil-green buttons and a rounded, friendly font.",
      css: [
        `.parlo-window {\n  background: #fff8e7;\n  font-family: "Trebuchet MS", "Comic Sans MS", sans-serif;\n}`,
        `.parlo-header {\n  background: repeating-linear-gradient(45deg, #c0392b 0 12px, #e74c3c 12px 24px);\n  color: #ffffff;\n}`,
        `.parlo-bubble-bot {\n  background: #ffe8b3;\n  color: #4a2c0a;\n}`,
        `.parlo-bubble-user {\n  background: #c0392b;\n  color: #ffffff;\n}`,
        `.parlo-button,\n.parlo-send,\n.parlo-launcher {\n  background: #27ae60;\n  color: #ffffff;\n  border-color: #1e8449;\n}`,
      ].join("\n\n"),
    },
  },
  {
    test: /\bround/i,
    feature: {
      explanation: "Extra-rounded corners on the window, bubbles, input and buttons.",
      css: `.parlo-widget {\n  --parlo-radius: 24px;\n}\n\n.parlo-input,\n.parlo-button,\n.parlo-send {\n  border-radius: 9999px;\n}`,
    },
  },
  {
    test: /\b(square|sharp)/i,
    feature: {
      explanation: "Square corners everywhere for a crisp look.",
      css: `.parlo-widget {\n  --parlo-radius: 0px;\n}\n\n.parlo-input,\n.parlo-button,\n.parlo-send,\n.parlo-launcher {\n  border-radius: 0;\n}`,
    },
  },
  {
    test: /\bdark/i,
    feature: {
      explanation: "A dark window with light text, whatever the page's theme.",
      css: `.parlo-widget {\n  --parlo-background: #0f172a;\n  --parlo-foreground: #e2e8f0;\n  --parlo-muted: #1e293b;\n  --parlo-border: #334155;\n}`,
    },
  },
  {
    test: /\b(bigger|larger|large) (text|font)/i,
    feature: {
      explanation: "Larger text in the bubbles and the input.",
      css: `.parlo-bubble,\n.parlo-input {\n  font-size: 16px;\n  line-height: 1.5;\n}`,
    },
  },
  {
    test: /\bserif\b/i,
    feature: {
      explanation: "A classic serif font.",
      css: `.parlo-widget {\n  --parlo-font: Georgia, "Times New Roman", serif;\n}`,
    },
  },
];

const DEFAULT_FEATURE: Feature = {
  explanation:
    "I could not tell which part to change, so here is a clean starting point: softer shadows and rounder bubbles. Tell me a colour, 'glow', 'rounded' or 'dark' to go further.",
  css: `.parlo-window {\n  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.18);\n}\n\n.parlo-bubble {\n  border-radius: 18px;\n}`,
};

/** A short explanation and one ```css block for the wish in `text`. */
export function offlineCssReply(text: string): string {
  const features: Feature[] = [];
  const colour = /\bpizza/i.test(text) ? null : colourFeature(text);
  if (colour) features.push(colour);
  for (const { test, feature } of FEATURES) if (test.test(text)) features.push(feature);
  const chosen = features.length ? features : [DEFAULT_FEATURE];
  return [
    "Here is CSS for your widget:",
    "",
    ...chosen.map((feature) => `- ${feature.explanation}`),
    "",
    "```css",
    chosen.map((feature) => feature.css).join("\n\n"),
    "```",
    "",
    "It targets the widget's classes, so it only changes the chat widget.",
  ].join("\n");
}
