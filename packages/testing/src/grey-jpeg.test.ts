import { describe, expect, it } from "vitest";
import { greyJpeg } from "./grey-jpeg";

describe("greyJpeg", () => {
  it("is a JPEG of the size asked for", () => {
    const jpeg = greyJpeg(64, 40);
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    expect(jpeg.readUInt16BE(frame + 5)).toBe(40);
    expect(jpeg.readUInt16BE(frame + 7)).toBe(64);
  });

  it("pads the scan's last byte with ones and never writes a marker inside it", () => {
    // 8x16 = two blocks of two bits: 0000 then four ones
    const jpeg = greyJpeg(8, 16);
    expect(jpeg[jpeg.length - 3]).toBe(0x0f);
    const scanStart = jpeg.indexOf(Buffer.from([0xff, 0xda])) + 10;
    expect(jpeg.subarray(scanStart, -2).includes(0xff)).toBe(false);
  });
});
