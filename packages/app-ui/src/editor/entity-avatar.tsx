import { cn } from "@parlo/ui";
import { initialsOf } from "@parlo/ui/lib/initials";

/** An org's or a client's photo, or their initials on a tinted square (decorative: the name is beside it). */
export function EntityAvatar({
  name,
  photoURL,
  round = false,
  className,
}: {
  name: string;
  photoURL: string;
  /** clients are round, organizations square */
  round?: boolean;
  className?: string;
}) {
  const base = cn(
    "flex size-10 shrink-0 items-center justify-center overflow-hidden border border-border",
    round ? "rounded-full" : "rounded-lg",
    className,
  );
  if (photoURL) return <img src={photoURL} alt="" className={cn(base, "bg-muted object-cover")} />;
  return (
    <span aria-hidden className={cn(base, "bg-primary/10 text-sm font-semibold tracking-tight text-primary")}>
      {initialsOf(name || "?")}
    </span>
  );
}
