/** The knowledge forms' native select (their fields themselves are `@/components/form/form-field`). */
export const SELECT_CLASSES = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground";
