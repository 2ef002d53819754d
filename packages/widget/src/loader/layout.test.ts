import { describe, expect, it } from "vitest";
import { panelBox } from "./layout";

describe("panelBox", () => {
  it("popup: a 400x600 panel above the launcher on a desktop window", () => {
    expect(panelBox("popup", { width: 1280, height: 800 })).toEqual({
      fullScreen: false,
      width: 400,
      height: 600,
      right: 20,
      bottom: 96,
    });
  });

  it("popup: full screen under 480 px wide, a panel from 480 px", () => {
    expect(panelBox("popup", { width: 479, height: 800 })).toEqual({ fullScreen: true });
    expect(panelBox("popup", { width: 375, height: 667 })).toEqual({ fullScreen: true });
    expect(panelBox("popup", { width: 480, height: 800 })).toMatchObject({ fullScreen: false, width: 400 });
  });

  it("popup: shrinks to fit a short window, never under 200 px high", () => {
    expect(panelBox("popup", { width: 1024, height: 500 })).toMatchObject({ height: 384 });
    expect(panelBox("popup", { width: 1024, height: 200 })).toMatchObject({ height: 200 });
  });

  it("embedded: 500x500, narrower when the host element is", () => {
    expect(panelBox("embedded", { width: 375, height: 600 }, 800)).toEqual({
      fullScreen: false,
      width: 500,
      height: 500,
      right: 0,
      bottom: 0,
    });
    expect(panelBox("embedded", { width: 1280, height: 800 }, 320)).toMatchObject({ width: 320, height: 500 });
    expect(panelBox("embedded", { width: 1280, height: 800 }, 0)).toMatchObject({ width: 500 });
  });
});
