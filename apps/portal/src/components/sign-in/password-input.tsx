"use client";

import { Button, Input } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Eye, EyeOff } from "lucide";
import { useState, type ComponentProps } from "react";

/** A password field with a Show / Hide button. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? "text" : "password"} className="pr-10" />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute right-0.5 top-1/2 size-8 -translate-y-1/2"
        aria-label={shown ? "Hide password" : "Show password"}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        <Icon node={shown ? EyeOff : Eye} aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
