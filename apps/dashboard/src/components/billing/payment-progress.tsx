import { Spinner } from "@parlo/ui";

/** A full-panel progress state of the payment modal. */
export function PaymentProgress({ title, detail }: { title: string; detail?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-12 text-center">
      <Spinner className="size-8 text-primary" />
      <p className="font-semibold">{title}</p>
      {detail ? <p className="max-w-sm text-sm text-muted-foreground">{detail}</p> : null}
    </div>
  );
}
