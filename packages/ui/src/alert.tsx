import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info } from "lucide";
import { Icon } from "./icon";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./lib/cn";

const alertVariants = cva(
  "flex gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: "border-primary/25 bg-primary/5 text-foreground [&>svg]:text-primary",
        error: "border-destructive/30 bg-destructive/5 text-foreground [&>svg]:text-destructive",
        success: "border-success/30 bg-success/5 text-foreground [&>svg]:text-success",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons = { info: Info, error: CircleAlert, success: CircleCheck } as const;

export interface AlertProps extends Omit<ComponentProps<"div">, "title"> {
  variant?: "info" | "error" | "success";
  title?: ReactNode;
}

/** A message box. Errors are announced at once (role="alert"), the others politely (role="status"). */
export function Alert({ variant = "info", title, className, children, ...props }: AlertProps) {
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon node={icons[variant]} />
      <div className="flex min-w-0 flex-col gap-1">
        {title ? <p className="leading-5 font-medium">{title}</p> : null}
        {children ? <div className="leading-5 text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
