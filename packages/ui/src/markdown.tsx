import { cn } from "./lib/cn";
import { renderMarkdown } from "./lib/render-markdown";

/** Markdown text (an agency's branding text, ...) rendered sanitised: see renderMarkdown. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        "space-y-2 [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5",
        className,
      )}
      // renderMarkdown escapes raw HTML and refuses script URLs
      dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }}
    />
  );
}
