/**
 * The agency settings' upload purposes against the real route: square logos must be 256x256 PNGs,
 * favicons 32x32 PNGs (checked from the file's bytes), tab icons any image up to 1 MB. Only the
 * session and the storage are doubles.
 */
import { mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalStorage } from "@parlo/core";
import { solidPng } from "@parlo/testing";
import { AGENCY_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it, vi } from "vitest";

const uploadsDir = mkdtempSync(path.join(tmpdir(), "parlo-agency-uploads-"));
vi.mock("server-only", () => ({}));
vi.mock("@/server/auth", () => ({
  getRequestSession: async () => ({ userId: "AgencyOwner0001", email: "owner@example.test", region: "eu" }),
}));
vi.mock("@/server/caller", () => ({ serverCaller: () => Promise.reject(new Error("not used")) }));
vi.mock("./upload-storage", () => ({ uploadStorage: createLocalStorage(uploadsDir), UPLOADS_URL_PREFIX: "/uploads/" }));

const { POST } = await import("./route");
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

async function upload(purpose: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set("purpose", purpose);
  form.set("file", new File([bytes], name));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const response = await POST(
    new Request("http://localhost:3000/api/upload", {
      method: "POST",
      body,
      headers: { "content-type": encoded.headers.get("content-type") ?? "", "content-length": String(body.byteLength) },
    }),
  );
  const json: unknown = await response.json();
  return { status: response.status, json };
}

/** The first bytes of a JPEG (what the route sniffs). */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const stored = async () => (await readdir(uploadsDir, { recursive: true })).filter((f) => f.includes("."));

describe("agency uploads", () => {
  it("takes a 256x256 PNG logo and a 32x32 PNG favicon", async () => {
    const logo = await upload("agency-logo", "logo.png", solidPng(256, 256, "#16a34a"));
    expect(logo.status).toBe(201);
    expect(logo.json).toMatchObject({ url: expect.stringMatching(/^\/uploads\/users\/AgencyOwner0001\/.+\.png$/) });
    expect((await upload("agency-favicon", "favicon.png", solidPng(32, 32, "#16a34a"))).status).toBe(201);
  });

  it("refuses wrong sizes and other formats with the message, storing nothing", async () => {
    const before = await stored();
    expect(await upload("agency-logo", "logo.png", solidPng(255, 256, "#000000"))).toEqual({
      status: 400,
      json: { error: AGENCY_MESSAGES.logoSize },
    });
    expect(await upload("agency-favicon", "favicon.png", solidPng(64, 64, "#000000"))).toEqual({
      status: 400,
      json: { error: AGENCY_MESSAGES.faviconSize },
    });
    expect(await upload("agency-logo", "logo.jpg", JPEG)).toEqual({
      status: 400,
      json: { error: AGENCY_MESSAGES.pngOnly },
    });
    // a JPEG renamed .png is read by its bytes
    expect(await upload("agency-favicon", "favicon.png", JPEG)).toEqual({
      status: 400,
      json: { error: AGENCY_MESSAGES.pngOnly },
    });
    expect(await stored()).toEqual(before);
  });

  it("takes tab icons up to 1 MB", async () => {
    const icon = Buffer.concat([solidPng(64, 64, "#2563eb"), Buffer.alloc(700_000)]);
    expect((await upload("custom-tab-icon", "icon.png", icon)).status).toBe(201);
    const tooLarge = Buffer.concat([solidPng(64, 64, "#2563eb"), Buffer.alloc(1_000_001)]);
    expect((await upload("custom-tab-icon", "icon.png", tooLarge)).status).toBe(413);
  });
});
