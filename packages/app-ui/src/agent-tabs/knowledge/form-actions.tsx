import { Button } from "@parlo/ui";

/** Cancel and submit at the foot of an add form. */
export function FormActions({
  pending,
  onCancel,
  label = "Add source",
  disabled = false,
}: {
  pending: boolean;
  onCancel: () => void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2 pt-1">
      <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}
