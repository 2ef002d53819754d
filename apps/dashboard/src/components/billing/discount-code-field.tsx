"use client";

import { Button, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { BILLING_MESSAGES, type TDiscount } from "@parlo/validators";
import { TicketPercent, X } from "lucide";
import { useId, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import type { BillingScope } from "./billing-scope";
import { discountLabel } from "./subscription-quote";

/**
 * A discount code with Apply (disabled while empty or busy). Blank after trimming: "Please enter
 * a discount code"; an invalid code or a failed check: "Invalid discount code". A valid code shows
 * its name and amount and can be removed.
 */
export function DiscountCodeField({
  scope,
  discount,
  onChange,
  onBusyChange,
}: {
  scope: BillingScope;
  discount: TDiscount | null;
  onChange: (discount: TDiscount | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setChecking = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  const onApply = async () => {
    const trimmed = code.trim();
    if (!trimmed) return setError(BILLING_MESSAGES.discountEmpty);
    setError(null);
    setChecking(true);
    try {
      const result = await (await loadTrpc()).billing.checkDiscountCode.mutate({ ...scope, discountCode: trimmed });
      if (result.discount.valid) {
        onChange(result.discount);
        setCode("");
      } else {
        setError(BILLING_MESSAGES.discountInvalid);
      }
    } catch {
      setError(BILLING_MESSAGES.discountInvalid);
    } finally {
      setChecking(false);
    }
  };

  if (discount) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-success/40 bg-success/5 px-3 py-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <Icon node={TicketPercent} className="size-4 shrink-0 text-success" />
          <span className="truncate" data-testid="applied-discount">
            <strong>{discount.name || discount.code}</strong> · {discountLabel(discount)}
          </span>
        </span>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)} aria-label="Remove discount code">
          <Icon node={X} /> Remove
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Discount code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              if (code && !busy) void onApply();
            }
          }}
        />
        <Button variant="outline" onClick={() => void onApply()} disabled={!code || busy} loading={busy}>
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
