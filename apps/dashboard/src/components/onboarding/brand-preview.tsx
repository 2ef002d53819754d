import { cn } from "@parlo/ui";

/** A small picture of the chat widget in the chosen colour, theme and logo. */
export function BrandPreview({
  color,
  themeMode,
  logo,
  companyName,
}: {
  color: string;
  themeMode: "light" | "dark";
  logo: string | null;
  companyName: string;
}) {
  const dark = themeMode === "dark";
  return (
    <div
      aria-hidden
      data-testid="brand-preview"
      className={cn(
        "overflow-hidden rounded-xl border border-border shadow-sm",
        dark ? "bg-zinc-900 text-zinc-100" : "bg-white text-zinc-900",
      )}
    >
      <div className="flex items-center gap-2 px-3 py-2.5 text-white" style={{ backgroundColor: color }}>
        <span className="flex size-7 items-center justify-center overflow-hidden rounded-full bg-white/90">
          {logo ? <img src={logo} alt="" className="size-full object-contain p-0.5" /> : null}
        </span>
        <span className="truncate text-sm font-medium">{companyName}</span>
      </div>
      <div className="flex flex-col gap-2 p-3 text-sm">
        <span
          className={cn(
            "max-w-[85%] self-start rounded-2xl rounded-bl-sm px-3 py-2",
            dark ? "bg-zinc-800" : "bg-zinc-100",
          )}
        >
          Hi! How can I help you today?
        </span>
        <span
          className="max-w-[85%] self-end rounded-2xl rounded-br-sm px-3 py-2 text-white"
          style={{ backgroundColor: color }}
        >
          What are your opening hours?
        </span>
      </div>
    </div>
  );
}
