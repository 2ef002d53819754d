"use client";

import { Button, Input, Label } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { formatMoney, planPrice, type AddonEntry, type TCurrency } from "@parlo/validators";
import { Minus, Plus } from "lucide";
import { useId } from "react";

/** One add-on with its monthly price and a quantity stepper (0 to the add-on's maximum). */
export function AddonPicker({
  addon,
  currency,
  quantity,
  disabled,
  onChange,
}: {
  addon: AddonEntry;
  currency: TCurrency;
  quantity: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="font-medium">
          {addon.name}
        </Label>
        <p className="mt-1 text-[13px] text-muted-foreground">
          {addon.description} {formatMoney(planPrice(addon, currency), currency)} / month each
          {addon.maxQuantity === 1 ? " (at most 1)" : null}.
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={`One less ${addon.name}`}
          disabled={disabled || quantity <= 0}
          onClick={() => onChange(quantity - 1)}
        >
          <Icon node={Minus} />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={addon.maxQuantity}
          value={quantity}
          disabled={disabled}
          className="h-8 w-14 text-center tabular-nums"
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={`One more ${addon.name}`}
          disabled={disabled || quantity >= addon.maxQuantity}
          onClick={() => onChange(quantity + 1)}
        >
          <Icon node={Plus} />
        </Button>
      </div>
    </li>
  );
}
