"use client";

import { Moon, Sun } from "lucide";
import { Icon } from "./icon";
import { useSyncExternalStore } from "react";
import { Button, type ButtonProps } from "./button";
import { cn } from "./lib/cn";
import { THEME_STORAGE_KEY } from "./theme-script";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readStoredTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  const root = document.documentElement;
  const observer = new MutationObserver(onChange);
  observer.observe(root, { attributes: true, attributeFilter: ["class"] });

  // Without a stored choice the page follows the system setting, also when it changes.
  const media = window.matchMedia(DARK_QUERY);
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (readStoredTheme() === null) root.classList.toggle("dark", event.matches);
  };
  media.addEventListener("change", onSystemChange);

  return () => {
    observer.disconnect();
    media.removeEventListener("change", onSystemChange);
  };
}

const isDarkNow = () => document.documentElement.classList.contains("dark");
const isDarkOnServer = () => false;

export type ThemeToggleProps = Omit<ButtonProps, "onClick" | "children" | "asChild">;

/** Switches between light and dark; the choice is kept in localStorage ("parlo-theme"). */
export function ThemeToggle({ className, variant = "ghost", size = "icon", ...props }: ThemeToggleProps) {
  const isDark = useSyncExternalStore(subscribe, isDarkNow, isDarkOnServer);

  const toggle = () => {
    const next = !isDarkNow();
    document.documentElement.classList.toggle("dark", next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next ? "dark" : "light");
    } catch {
      // Storage can be unavailable (private mode); the switch still applies to this page.
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      className={cn("text-muted-foreground hover:text-foreground", className)}
      aria-label={isDark ? "Switch to light theme" : "Switch to dark theme"}
      title={isDark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={toggle}
      {...props}
    >
      <Icon node={Sun} aria-hidden className="hidden size-[18px] dark:block" />
      <Icon node={Moon} aria-hidden className="size-[18px] dark:hidden" />
    </Button>
  );
}
