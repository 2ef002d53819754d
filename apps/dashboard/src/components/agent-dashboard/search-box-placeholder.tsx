import { cn } from "@parlo/ui";

/** What the search box looks like while its code loads (right after the page is shown). */
export function SearchBoxPlaceholder({ className }: { className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <label htmlFor="search-pages-placeholder" className="sr-only">
        Search pages
      </label>
      <input
        id="search-pages-placeholder"
        role="combobox"
        aria-expanded={false}
        disabled
        placeholder="Search pages..."
        className="h-9 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground"
      />
    </div>
  );
}
