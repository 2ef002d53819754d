import { createRef, isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Slot } from "./slot";

function slotted(element: ReturnType<typeof Slot>) {
  if (!isValidElement<Record<string, unknown>>(element)) throw new Error("Slot rendered nothing");
  return element.props;
}

describe("Slot", () => {
  it("renders the child element with the slot's props, the child's own props winning", () => {
    const html = renderToStaticMarkup(
      <Slot className="btn" aria-disabled title="from slot">
        <a href="/agents" className="px-4" title="from child">
          Agents
        </a>
      </Slot>,
    );
    expect(html).toBe('<a href="/agents" class="btn px-4" title="from child" aria-disabled="true">Agents</a>');
  });

  it("runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    const props = slotted(
      Slot({
        onClick: () => calls.push("slot"),
        children: <a onClick={() => calls.push("child")}>x</a>,
      }),
    );
    const onClick = props.onClick;
    if (typeof onClick !== "function") throw new Error("no click handler");
    onClick();
    expect(calls).toEqual(["child", "slot"]);
  });

  it("gives the node to both refs", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    const props = slotted(Slot({ ref: slotRef, children: <a ref={childRef}>x</a> }));
    const ref = props.ref;
    if (typeof ref !== "function") throw new Error("refs were not composed");
    const node = { tagName: "A" };
    ref(node);
    expect(slotRef.current).toBe(node);
    expect(childRef.current).toBe(node);
  });
});
