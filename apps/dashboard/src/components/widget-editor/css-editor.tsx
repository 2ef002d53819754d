"use client";

import { Button, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CSS_ASSISTANT_LIMITS, WIDGET_CSS_TARGETS, type TRegion } from "@parlo/validators";
import * as Popover from "@radix-ui/react-popover";
import { Sparkles } from "lucide";
import { useCallback, useId, useState } from "react";
import { CssAssistantPopover } from "./css-assistant-popover";

export interface CssEditorProps {
  value: string;
  onChange: (css: string) => void;
  /** shows the AI assistant button when set */
  assistant?: { region: TRegion; agentId: string };
}

/** Appends CSS to the editor's text, skipping a block that is already there. */
export function appendCss(current: string, css: string): string {
  if (current.includes(css)) return current;
  return current.trim() ? `${current.trimEnd()}\n\n${css}\n` : `${css}\n`;
}

/** The custom CSS code editor (500 px tall, monospace) with the optional AI assistant. */
export function CssEditor({ value, onChange, assistant }: CssEditorProps) {
  const id = useId();
  const [assistantOpen, setAssistantOpen] = useState(false);
  const insert = useCallback((css: string) => onChange(appendCss(value, css)), [onChange, value]);

  return (
    <div className="relative flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-css`}>Custom CSS</Label>
        {assistant ? (
          <Popover.Root open={assistantOpen} onOpenChange={setAssistantOpen}>
            <Popover.Trigger asChild>
              <Button type="button" size="sm" variant={assistantOpen ? "secondary" : "outline"}>
                <Icon node={Sparkles} />
                AI assistant
              </Button>
            </Popover.Trigger>
            {assistantOpen ? (
              <CssAssistantPopover
                region={assistant.region}
                agentId={assistant.agentId}
                currentCss={value}
                onInsert={insert}
              />
            ) : null}
          </Popover.Root>
        ) : null}
      </div>
      <textarea
        id={`${id}-css`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={CSS_ASSISTANT_LIMITS.currentCssChars}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder={".parlo-header {\n  background: #111827;\n}"}
        aria-describedby={`${id}-css-hint`}
        className="h-[500px] w-full resize-none rounded-md border border-input bg-muted/40 p-3 font-mono text-[13px] leading-relaxed text-foreground outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
        style={{ tabSize: 2 }}
      />
      <details id={`${id}-css-hint`} className="text-xs text-muted-foreground">
        <summary className="cursor-pointer select-none">Classes you can style</summary>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {WIDGET_CSS_TARGETS.map((target) => (
            <li key={target.selector}>
              <code className="font-mono text-foreground">{target.selector}</code> {target.description}
            </li>
          ))}
          <li>
            <code className="font-mono text-foreground">--parlo-primary</code>,{" "}
            <code className="font-mono">--parlo-primary-50</code>
            ...<code className="font-mono">900</code>, <code className="font-mono">--parlo-radius</code>,{" "}
            <code className="font-mono">--parlo-font</code> on .parlo-widget
          </li>
        </ul>
      </details>
    </div>
  );
}
