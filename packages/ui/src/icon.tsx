import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";
import { cn } from "./lib/cn";

export type { IconNode };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** The shape, imported from the `lucide` package: `import { Check } from "lucide"`. */
  node: IconNode;
}

/**
 * A 24x24 stroke icon. Decorative by default (hidden from assistive technology); give it an
 * `aria-label` to have it read out. Sized by `className` (`size-4` unless told otherwise).
 */
export function Icon({ node, className, ...props }: IconProps) {
  const labelled = props["aria-label"] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? "img" : undefined}
      focusable="false"
      className={cn("size-4", className)}
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
