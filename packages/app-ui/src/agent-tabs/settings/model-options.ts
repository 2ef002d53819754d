/**
 * The models the Settings pickers offer (ids of the OpenAI-compatible API the runtime calls). An
 * agent that stores another id keeps it: the picker shows it as its own option.
 */
export const MODEL_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "gpt-4o", label: "GPT-4o — balanced (gpt-4o)" },
  { value: "gpt-4o-mini", label: "GPT-4o mini — fast, low cost (gpt-4o-mini)" },
  { value: "gpt-4.1", label: "GPT-4.1 — long context (gpt-4.1)" },
  { value: "gpt-4.1-mini", label: "GPT-4.1 mini (gpt-4.1-mini)" },
  { value: "gpt-4.1-nano", label: "GPT-4.1 nano — fastest (gpt-4.1-nano)" },
  { value: "o4-mini", label: "o4-mini — reasoning (o4-mini)" },
];
