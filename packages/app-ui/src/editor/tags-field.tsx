"use client";

import { Button, FieldError, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CLIENT_MESSAGES, ORG_LIMITS } from "@parlo/validators";
import { Plus, X } from "lucide";
import { useState } from "react";

/** Why a typed tag cannot be added to the list, or null when it can. */
export function tagRefusal(tags: readonly string[], typed: string): string | null {
  const tag = typed.trim();
  if (!tag) return CLIENT_MESSAGES.tagRequired;
  if (tag.length > ORG_LIMITS.tagMax) return CLIENT_MESSAGES.tagTooLong;
  if (tags.some((other) => other.trim().toLowerCase() === tag.toLowerCase())) return CLIENT_MESSAGES.duplicateTag;
  if (tags.length >= ORG_LIMITS.maxTags) return CLIENT_MESSAGES.tooManyTags;
  return null;
}

/**
 * Predefined tags as chips: type a tag and press Add (or Enter) to add it, the X of a chip
 * removes it. A tag that cannot be added says why under the input.
 */
export function TagsField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** the form's message for the list */
  error?: string;
}) {
  const [typed, setTyped] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;

  const add = () => {
    const why = tagRefusal(value, typed);
    setRefusal(why);
    if (why) return;
    onChange([...value, typed.trim()]);
    setTyped("");
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Predefined tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          maxLength={ORG_LIMITS.tagMax + 10}
          placeholder="e.g. VIP"
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-help ${id}-error` : `${id}-help`}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag; it does not save the organization
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} aria-label="Add tag">
          <Icon node={Plus} />
          Add
        </Button>
      </div>
      <p id={`${id}-help`} className="text-[13px] text-muted-foreground">
        Tags the organization&apos;s team can put on conversations (up to {ORG_LIMITS.maxTags}, {ORG_LIMITS.tagMax}{" "}
        characters each).
      </p>
      <FieldError id={`${id}-error`} role="alert">
        {message}
      </FieldError>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Predefined tags">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-2.5 text-xs font-medium"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                className="grid size-5 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                <Icon node={X} className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[13px] text-muted-foreground">No predefined tags.</p>
      )}
    </div>
  );
}
