import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from "@parlo/ui";
import type { ReactNode } from "react";

/** A titled group of fields on the agency page. */
export function SettingsCard({
  title,
  description,
  children,
  className,
  contentClassName,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  contentClassName?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="gap-1 p-5 pb-4 sm:p-6 sm:pb-4">
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn("grid gap-5 px-5 pb-5 sm:px-6 sm:pb-6", contentClassName)}>{children}</CardContent>
    </Card>
  );
}
