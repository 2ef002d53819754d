import { cn } from "@parlo/ui";
import type { TAgency } from "@parlo/validators";

/** The agency's square logo (its dark-mode one in dark mode, when it has one); nothing without a logo. */
export function AgencyLogo({
  agency,
  size = 64,
  className,
}: {
  agency: Pick<TAgency, "name" | "squarePhotoURL" | "darkModeSquarePhotourl">;
  size?: number;
  className?: string;
}) {
  if (!agency.squarePhotoURL) return null;
  const style = { width: size, height: size };
  return (
    <span className="flex shrink-0">
      <img
        src={agency.squarePhotoURL}
        alt={`${agency.name} logo`}
        width={size}
        height={size}
        style={style}
        className={cn("rounded-xl object-cover", agency.darkModeSquarePhotourl && "dark:hidden", className)}
      />
      {agency.darkModeSquarePhotourl ? (
        <img
          src={agency.darkModeSquarePhotourl}
          alt={`${agency.name} logo`}
          width={size}
          height={size}
          style={style}
          className={cn("hidden rounded-xl object-cover dark:block", className)}
        />
      ) : null}
    </span>
  );
}
