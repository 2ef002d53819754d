"use client";

import { Button, cn } from "@parlo/ui";
import { CopyButton } from "@parlo/ui/copy-button";
import { Icon } from "@parlo/ui/icon";
import {
  CLIENT_ONBOARDING_GOAL_KEYS,
  CLIENT_ONBOARDING_GOALS,
  ONBOARDING_MESSAGES,
  THEME_PRESETS,
  type TClientOnboardingGoal,
} from "@parlo/validators";
import { websiteScript } from "@parlo/validators/plain";
import { Check, Moon, Sun } from "lucide";
import { useState, type ReactNode } from "react";

const GOALS = CLIENT_ONBOARDING_GOAL_KEYS.map((key) => [key, CLIENT_ONBOARDING_GOALS[key]] as const);

/** The goals step: what the client wants its agent for (several may be chosen). */
export function GoalsStep({
  initial,
  busy,
  onNext,
}: {
  initial: readonly TClientOnboardingGoal[];
  busy: boolean;
  onNext: (goals: TClientOnboardingGoal[]) => void;
}) {
  const [goals, setGoals] = useState<TClientOnboardingGoal[]>([...initial]);
  const toggle = (goal: TClientOnboardingGoal) =>
    setGoals((current) => (current.includes(goal) ? current.filter((g) => g !== goal) : [...current, goal]));
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Your goals</legend>
        {GOALS.map(([key, label]) => {
          const on = goals.includes(key);
          return (
            <label
              key={key}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm",
                on ? "border-primary bg-primary/5" : "border-border hover:bg-muted",
              )}
            >
              <input type="checkbox" className="size-4 accent-primary" checked={on} onChange={() => toggle(key)} />
              {label}
            </label>
          );
        })}
      </fieldset>
      <div className="flex justify-end">
        <Button loading={busy} onClick={() => onNext(goals)}>
          Next
        </Button>
      </div>
    </div>
  );
}

const PRESETS = Object.entries(THEME_PRESETS);

/** The agent step's choices: the agent's colour and light or dark. */
export function AgentStep({
  busy,
  created,
  onCreate,
  onNext,
}: {
  busy: boolean;
  /** the agent already made (the step then only goes on) */
  created: { title: string } | null;
  onCreate: (choices: { primaryColor: string; themeMode: "light" | "dark" }) => void;
  onNext: () => void;
}) {
  const [color, setColor] = useState<string>(THEME_PRESETS.blue);
  const [mode, setMode] = useState<"light" | "dark">("light");
  if (created) {
    return (
      <div className="flex flex-col gap-5">
        <p className="flex items-center gap-2 rounded-lg border border-border bg-muted/50 p-4 text-sm" role="status">
          <Icon node={Check} aria-hidden className="size-4 text-emerald-600" />
          Your agent <strong>{created.title}</strong> is ready.
        </p>
        <div className="flex justify-end">
          <Button onClick={onNext}>Next</Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="space-y-2">
        <p className="text-sm font-medium" id="agent-colour-label">
          Colour
        </p>
        <div role="radiogroup" aria-labelledby="agent-colour-label" className="flex flex-wrap gap-2">
          {PRESETS.map(([name, hex]) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={color === hex}
              aria-label={name}
              onClick={() => setColor(hex)}
              className={cn(
                "flex size-9 items-center justify-center rounded-full border-2",
                color === hex ? "border-foreground" : "border-transparent",
              )}
              style={{ backgroundColor: hex }}
            >
              {color === hex ? <Icon node={Check} aria-hidden className="size-4 text-white" /> : null}
            </button>
          ))}
        </div>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium" id="agent-theme-label">
          Theme
        </p>
        <div role="radiogroup" aria-labelledby="agent-theme-label" className="flex gap-2">
          {(["light", "dark"] as const).map((value) => (
            <Button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              variant={mode === value ? "default" : "outline"}
              onClick={() => setMode(value)}
            >
              <Icon node={value === "light" ? Sun : Moon} aria-hidden className="size-4" />
              {value === "light" ? "Light" : "Dark"}
            </Button>
          ))}
        </div>
      </div>
      {busy ? (
        <p className="text-sm text-muted-foreground" role="status">
          {ONBOARDING_MESSAGES.creating}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button loading={busy} onClick={() => onCreate({ primaryColor: color, themeMode: mode })}>
          Create my agent
        </Button>
      </div>
    </div>
  );
}

/** Try the agent by text: its chat, as visitors will see it. */
export function TryTextStep({ chatUrl, title, onNext }: { chatUrl: string; title: string; onNext: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <iframe
        src={chatUrl}
        title={`Chat with ${title}`}
        className="h-[28rem] w-full rounded-lg border border-border"
        allow="clipboard-write"
        data-testid="onboarding-chat"
      />
      <div className="flex justify-end">
        <Button onClick={onNext}>Next</Button>
      </div>
    </div>
  );
}

/** The widget script to paste into the client's website. */
export function WidgetScriptStep({
  widgetOrigin,
  region,
  agentId,
  finish,
}: {
  widgetOrigin: string;
  region: string;
  agentId: string;
  finish: ReactNode;
}) {
  const script = websiteScript(widgetOrigin, region, agentId);
  return (
    <div className="flex flex-col gap-5">
      <pre
        className="overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs break-all whitespace-pre-wrap"
        data-testid="onboarding-widget-script"
      >
        {script}
      </pre>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <CopyButton value={script} label="Copy script" variant="outline" />
        {finish}
      </div>
    </div>
  );
}
