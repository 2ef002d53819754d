"use client";

import { cn } from "@parlo/ui";
import { fieldClasses } from "@parlo/ui/input";
import { Icon } from "@parlo/ui/icon";
import { KNOWLEDGE_MAX_TAGS, KNOWLEDGE_TAG_MAX_CHARS } from "@parlo/validators";
import { X } from "lucide";
import { useState, type KeyboardEvent } from "react";

export interface TagsInputProps {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

/** Tags as chips: Enter or a comma adds the typed tag, Backspace in the empty box removes the last one. */
export function TagsInput({ id, value, onChange, disabled, invalid, describedBy, className }: TagsInputProps) {
  const [draft, setDraft] = useState("");
  const full = value.length >= KNOWLEDGE_MAX_TAGS;

  const add = () => {
    const tag = draft.trim().replace(/,+$/, "").trim();
    setDraft("");
    if (!tag || value.includes(tag) || full) return;
    onChange([...value, tag.slice(0, KNOWLEDGE_TAG_MAX_CHARS)]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        fieldClasses,
        "flex min-h-10 flex-wrap items-center gap-1.5 py-1.5",
        invalid && "border-destructive",
        className,
      )}
    >
      {value.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground"
        >
          {tag}
          <button
            type="button"
            disabled={disabled}
            className="rounded-full text-muted-foreground hover:text-foreground"
            aria-label={`Remove tag ${tag}`}
            onClick={() => onChange(value.filter((t) => t !== tag))}
          >
            <Icon node={X} className="size-3" />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        disabled={disabled || full}
        maxLength={KNOWLEDGE_TAG_MAX_CHARS}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={full ? `At most ${KNOWLEDGE_MAX_TAGS} tags` : value.length ? "Add a tag" : "Add tags (Enter)"}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        className="h-7 min-w-24 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
      />
    </div>
  );
}
