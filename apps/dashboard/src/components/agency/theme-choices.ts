import type { Choice } from "@parlo/app-ui/choice-group";
import type { ColorUsage, ThemeVariant } from "./preview-theme";

export const VARIANT_CHOICES: readonly Choice<ThemeVariant>[] = [
  { value: "default", label: "Default", hint: "Solid buttons and outlined inputs." },
  { value: "bordered", label: "Bordered", hint: "Outlined buttons and inputs with a thicker border." },
  { value: "faded", label: "Faded", hint: "Soft grey fills with a border." },
  { value: "flat", label: "Flat", hint: "Tinted fills, no borders or shadows." },
];

export const USAGE_CHOICES: readonly Choice<ColorUsage>[] = [
  { value: "plain", label: "Plain", hint: "The colour only on the main action." },
  { value: "colorful", label: "Colorful", hint: "The colour on headings, links and secondary actions too." },
  { value: "gradient", label: "Gradient", hint: "A gradient from the primary to the secondary colour." },
];
