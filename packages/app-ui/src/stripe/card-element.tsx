"use client";

import { cn } from "@parlo/ui";
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent } from "@stripe/stripe-js";
import { useEffect, useRef } from "react";

/** A CSS colour as rgb() (Stripe's iframe does not read oklch, the design tokens' format). */
function rgbOf(color: string, fallback: string): string {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d");
  if (!context) return fallback;
  context.fillStyle = fallback;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * The Stripe card element, mounted into a field-styled box and coloured like the page (light or
 * dark). Reports the element once it is mounted, and each change (complete, the card's own error).
 */
export function CardElement({
  stripe,
  labelledBy,
  describedBy,
  invalid,
  onReady,
  onChange,
}: {
  stripe: Stripe;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onReady: (card: StripeCardElement | null) => void;
  onChange: (event: { complete: boolean; error: string | null }) => void;
}) {
  const node = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onReady, onChange });
  useEffect(() => {
    handlers.current = { onReady, onChange };
  }, [onReady, onChange]);

  useEffect(() => {
    const box = node.current;
    if (!box) return;
    const styles = getComputedStyle(box);
    const muted = getComputedStyle(document.documentElement).getPropertyValue("--muted-foreground");
    const destructive = getComputedStyle(document.documentElement).getPropertyValue("--destructive");
    const card = stripe.elements().create("card", {
      hidePostalCode: true,
      style: {
        base: {
          color: rgbOf(styles.color, "#111827"),
          fontFamily: styles.fontFamily,
          fontSize: "14px",
          "::placeholder": { color: rgbOf(muted, "#6b7280") },
        },
        invalid: { color: rgbOf(destructive, "#dc2626") },
      },
    });
    card.on("change", (event: StripeCardElementChangeEvent) =>
      handlers.current.onChange({ complete: event.complete, error: event.error?.message ?? null }),
    );
    card.mount(box);
    handlers.current.onReady(card);
    return () => {
      handlers.current.onReady(null);
      card.destroy();
    };
  }, [stripe]);

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn(
        "min-h-10 rounded-md border border-input bg-background px-3 py-2.5 text-sm text-foreground shadow-xs",
        "focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/25",
        invalid && "border-destructive",
      )}
    >
      <div ref={node} data-testid="card-element" />
    </div>
  );
}
