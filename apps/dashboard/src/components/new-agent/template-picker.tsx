"use client";

import { cn, Skeleton } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { TAgentTemplate, TTemplateKey } from "@parlo/validators";
import { useRef, useState, type KeyboardEvent } from "react";
import { templateIcon } from "./template-icon";
import { TEMPLATE_TABS, templatesInTab, type TemplateTab } from "./template-tabs";

export type TDrawerTemplate = TAgentTemplate & { key: TTemplateKey };

/** Template tabs (arrow keys move between them) over a radio group of template cards. */
export function TemplatePicker({
  templates,
  selected,
  onSelect,
}: {
  templates: readonly TDrawerTemplate[] | null;
  selected: TTemplateKey;
  onSelect: (key: TTemplateKey) => void;
}) {
  const [tab, setTab] = useState<TemplateTab>("All Templates");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = templates ? templatesInTab(templates, tab) : null;

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TEMPLATE_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + TEMPLATE_TABS.length) % TEMPLATE_TABS.length;
    const nextTab = TEMPLATE_TABS[next];
    if (!nextTab) return;
    setTab(nextTab);
    tabs.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label="Template categories"
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-border px-1"
      >
        {TEMPLATE_TABS.map((name, index) => (
          <button
            key={name}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`template-tab-${index}`}
            aria-selected={tab === name}
            aria-controls="template-panel"
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={cn(
              "-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring",
              tab === name && "border-primary font-medium text-foreground",
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div id="template-panel" role="tabpanel" aria-labelledby={`template-tab-${TEMPLATE_TABS.indexOf(tab)}`}>
        {shown ? (
          <div role="radiogroup" aria-label="Template" className="grid gap-2 sm:grid-cols-2">
            {shown.map((template) => (
              <label
                key={template.key}
                className={cn(
                  "relative flex cursor-pointer gap-3 rounded-lg border border-border bg-background p-3 transition-colors hover:border-primary/50 hover:bg-muted/50",
                  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-card",
                  selected === template.key && "border-primary bg-primary/5 hover:border-primary hover:bg-primary/5",
                )}
              >
                <input
                  type="radio"
                  name="template"
                  value={template.key}
                  checked={selected === template.key}
                  onChange={() => onSelect(template.key)}
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                  aria-describedby={`template-${template.key}-description`}
                />
                <span
                  className={cn(
                    "flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground",
                    selected === template.key && "bg-primary text-primary-foreground",
                  )}
                >
                  <Icon node={templateIcon(template.icon)} className="size-4" />
                </span>
                <span className="min-w-0 space-y-0.5">
                  <span className="block text-sm font-medium">{template.name}</span>
                  <span
                    id={`template-${template.key}-description`}
                    className="line-clamp-3 text-xs leading-snug text-muted-foreground"
                  >
                    {template.description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2" aria-busy="true" aria-label="Loading templates">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-20 rounded-lg" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
