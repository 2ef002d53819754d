import { Button } from "@parlo/ui";

/** Resend Code and Cancel, under a code field. */
export function CodeActions({
  resending,
  onResend,
  onCancel,
}: {
  resending: boolean;
  onResend: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex items-center justify-between text-sm">
      <Button type="button" variant="link" className="px-0" loading={resending} onClick={onResend}>
        Resend Code
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
