import { initialsOf } from "@parlo/ui/lib/initials";
import { cn } from "@parlo/ui";

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
      {initialsOf(name, "W")}
    </span>
  );
}
