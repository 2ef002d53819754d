import { Children, cloneElement, isValidElement, type CSSProperties, type HTMLAttributes, type Ref } from "react";
import { cn } from "./lib/cn";

export interface SlotProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

type Props = Record<string, unknown>;

function isStyle(value: unknown): value is CSSProperties {
  return typeof value === "object" && value !== null;
}

function assignRef(ref: unknown, node: unknown): void {
  if (typeof ref === "function") ref(node);
  else if (typeof ref === "object" && ref !== null && "current" in ref) ref.current = node;
}

/**
 * Renders its single child element with the slot's props merged in (for `asChild`): the child's own
 * props win, class names are joined, event handlers both run (the child's first) and refs both get
 * the node.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const childProps = child.props;
  const merged: Props = { ...slotProps, ...childProps };

  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        Reflect.apply(childValue, undefined, args);
        Reflect.apply(slotValue, undefined, args);
      };
    }
  }
  const childClass = typeof childProps.className === "string" ? childProps.className : undefined;
  merged.className = cn(slotProps.className, childClass);
  if (slotProps.style && isStyle(childProps.style)) merged.style = { ...slotProps.style, ...childProps.style };
  if (slotProps.ref && childProps.ref) {
    const refs = [slotProps.ref, childProps.ref];
    merged.ref = (node: unknown) => refs.forEach((ref) => assignRef(ref, node));
  }
  return cloneElement(child, merged);
}
