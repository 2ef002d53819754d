import { describe, expect, it } from "vitest";
import { itemErrors, listError } from "./item-errors";

describe("itemErrors", () => {
  it("keys each item's field messages by index and field", () => {
    const errors = [
      undefined,
      { href: { type: "custom", message: "This URL is reserved for a default tab" }, label: { message: "" } },
      { iframeUrl: { message: "Enter the page's address, starting with https://" } },
    ];
    expect(itemErrors(errors)).toEqual({
      "1.href": "This URL is reserved for a default tab",
      "2.iframeUrl": "Enter the page's address, starting with https://",
    });
  });

  it("reads errors given as an object of indexes and skips the list's own message", () => {
    expect(itemErrors({ 3: { label: { message: "Please give the tab a label." } }, message: "At most 20" })).toEqual({
      "3.label": "Please give the tab a label.",
    });
    expect(itemErrors(undefined)).toEqual({});
  });
});

describe("listError", () => {
  it("gives the message about the list as a whole", () => {
    expect(listError({ message: "At most 20 custom tabs." })).toBe("At most 20 custom tabs.");
    expect(listError({ root: { message: "At most 20 custom tabs." } })).toBe("At most 20 custom tabs.");
    expect(listError([{ href: { message: "x" } }])).toBeUndefined();
  });
});
