function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The first message of a form field's errors, however deep (react-hook-form nests a list's errors
 * by index, and a whole list's under `root` or `message`).
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.message === "string" && error.message) return error.message;
  for (const value of Object.values(error)) {
    if (value === error.ref) continue;
    const message = firstErrorMessage(value);
    if (message) return message;
  }
  return undefined;
}

/**
 * A form field (react-hook-form's `useController`, or a `Controller`'s render props) as the props
 * of a controlled component: its value, onChange and first error message.
 */
export function controlled<TValue>({
  field,
  fieldState,
}: {
  field: { value: TValue; onChange: (value: TValue) => void };
  fieldState: { error?: unknown };
}) {
  return { value: field.value, onChange: field.onChange, error: firstErrorMessage(fieldState.error) };
}
