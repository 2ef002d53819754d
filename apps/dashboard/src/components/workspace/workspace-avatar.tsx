import { cn } from "@parlo/ui";

/** Up to two initials of a name ("Acme Support" -> "AS"), or "W". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : (words[0]?.slice(0, 2) ?? "");
  return letters.toUpperCase() || "W";
}

/** The workspace photo, or its initials on a tinted square. */
export function WorkspaceAvatar({
  name,
  photoURL,
  className,
}: {
  name: string;
  photoURL: string | undefined;
  className?: string;
}) {
  const base = "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border";
  if (photoURL) {
    return (
      <img
        src={photoURL}
        alt={`${name || "Workspace"} photo`}
        className={cn(base, "bg-muted object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(base, "bg-primary/10 text-lg font-semibold tracking-tight text-primary", className)}
      data-testid="workspace-initials"
    >
      {initialsOf(name)}
    </span>
  );
}
