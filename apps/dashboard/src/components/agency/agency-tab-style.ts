import { cn } from "@parlo/ui";

/** The strip around the agency page's tabs (scrolls sideways on narrow screens). */
export const TAB_STRIP_CLASSES =
  "flex gap-1 overflow-x-auto rounded-lg bg-muted p-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden";

/** One tab of the agency page, selected or not. */
export function tabClasses(selected: boolean): string {
  return cn(
    "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-3 text-[13px] font-medium whitespace-nowrap transition-colors",
    "outline-none focus-visible:ring-2 focus-visible:ring-ring",
    selected
      ? "bg-background text-foreground shadow-sm"
      : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
  );
}
