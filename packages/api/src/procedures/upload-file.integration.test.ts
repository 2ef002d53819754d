import { mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalStorage, UPLOAD_MESSAGES } from "@parlo/core";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { asUser, createTestDeps, refusal, solidPng } from "@parlo/testing";
import { UPLOAD_FILE_LIMITS, UPLOAD_FILE_MESSAGES, type TUploadFileInput } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../context";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
const dirs: string[] = [];
afterAll(async () => {
  await deps.db.disconnect();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh uploads folder, and the files stored in it (the content-type records left out). */
function freshStorage() {
  const dir = mkdtempSync(path.join(tmpdir(), "parlo-upload-file-"));
  dirs.push(dir);
  const storage = createLocalStorage(dir);
  const files = async () =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !path.relative(dir, entry.parentPath).startsWith(".meta"))
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  return { storage, files };
}

let owner: Actor;
let member: Actor;
let ownerId: string;
let memberId: string;
let workspaceId: string;
let agentId: string;
let otherAgentId: string;
const PNG = solidPng(3, 3, "#ff8800");
const png64 = PNG.toString("base64");

beforeAll(async () => {
  const a = await createTestUser(eu);
  const m = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: a.workspace.id, email: m.user.email, userId: m.user.id, role: "member" },
  });
  const agent = await createTestAgent(eu, a.workspace);
  const other = await createTestUser(eu);
  otherAgentId = (await createTestAgent(eu, other.workspace)).id;
  owner = asUser(a.user);
  member = asUser(m.user);
  ownerId = a.user.id;
  memberId = m.user.id;
  workspaceId = a.workspace.id;
  agentId = agent.id;
});

function upload(
  actor: Actor | null,
  storage: ReturnType<typeof freshStorage>["storage"] | undefined,
  input: Partial<TUploadFileInput>,
) {
  return createCaller({ ...deps, actor, clientIp: null, uploads: storage }).agent.uploadFile({
    region: "eu",
    agentId,
    userId: ownerId,
    base64Payload: png64,
    targetPath: `users/${ownerId}/logo.png`,
    temporary: false,
    ...input,
  });
}

describe("agent.uploadFile", () => {
  it("stores a signed-in user's image in their own folder under a random name and answers its URL", async () => {
    const { storage, files } = freshStorage();
    const { data } = await upload(owner, storage, { targetPath: `users/${ownerId}/brand/logo.png` });
    expect(data.path).toMatch(new RegExp(`^users/${ownerId}/brand/[A-Za-z0-9]{8}\\.png$`));
    expect(data.url).toBe(`http://localhost:3000/uploads/${data.path}`);
    expect(data.temporary).toBe(false);
    expect(await files()).toEqual([data.path]);
    const stored = await storage.get(data.path);
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.from(stored?.bytes ?? [])).toEqual(PNG);
  });

  it("stores into the agent's folder for members and the workspace's secrets; temporary files go under tmp/", async () => {
    const { storage } = freshStorage();
    const target = `agents/${agentId}/avatar.png`;
    const byMember = await upload(member, storage, { userId: memberId, targetPath: target });
    expect(byMember.data.path).toMatch(new RegExp(`^agents/${agentId}/[A-Za-z0-9]{8}\\.png$`));
    const workspaceSecret: Actor = { type: "workspaceSecret", workspaceId, region: "eu" };
    const agentSecret: Actor = { type: "agentSecret", agentId, workspaceId, region: "eu" };
    for (const actor of [workspaceSecret, agentSecret]) {
      const { data } = await upload(actor, storage, { userId: workspaceId, targetPath: target, temporary: true });
      expect(data.path).toMatch(new RegExp(`^tmp/agents/${agentId}/[A-Za-z0-9]{8}\\.png$`));
      expect(data.temporary).toBe(true);
    }
  });

  it("refuses a userId that is not the caller's, and other people's folders; nothing is stored", async () => {
    const { storage, files } = freshStorage();
    const workspaceSecret: Actor = { type: "workspaceSecret", workspaceId, region: "eu" };
    const cases: Array<[Actor, Partial<TUploadFileInput>, string]> = [
      [owner, { userId: memberId, targetPath: `users/${memberId}/logo.png` }, UPLOAD_FILE_MESSAGES.notYourUserId],
      [member, { userId: ownerId }, UPLOAD_FILE_MESSAGES.notYourUserId],
      [workspaceSecret, { userId: memberId }, UPLOAD_FILE_MESSAGES.notYourUserId],
      [owner, { targetPath: `users/${memberId}/logo.png` }, UPLOAD_FILE_MESSAGES.notYourFolder],
      [owner, { targetPath: `agents/${otherAgentId}/logo.png` }, UPLOAD_FILE_MESSAGES.notYourFolder],
      [owner, { targetPath: `tmp/users/${ownerId}/logo.png` }, UPLOAD_FILE_MESSAGES.notYourFolder],
      [owner, { targetPath: "logo.png" }, UPLOAD_FILE_MESSAGES.notYourFolder],
      // a secret has no user folder (its userId is the workspace id)
      [
        workspaceSecret,
        { userId: workspaceId, targetPath: `users/${workspaceId}/logo.png` },
        UPLOAD_FILE_MESSAGES.notYourFolder,
      ],
      [owner, { targetPath: `knowledge/${workspaceId}/doc.png` }, UPLOAD_FILE_MESSAGES.privateFolder],
      [owner, { targetPath: `KNOWLEDGE/${workspaceId}/doc.png` }, UPLOAD_FILE_MESSAGES.privateFolder],
    ];
    for (const [actor, input, message] of cases) {
      const error = await refusal(upload(actor, storage, input));
      expect(error.code, JSON.stringify(input)).toBe("FORBIDDEN");
      expect(error.message, JSON.stringify(input)).toBe(message);
    }
    expect(await files()).toEqual([]);
  });

  it("refuses path escapes: .., absolute paths, backslashes, encoded separators, hidden names", async () => {
    const { storage, files } = freshStorage();
    for (const targetPath of [
      `users/${ownerId}/../${memberId}/logo.png`,
      `users/${ownerId}/../../knowledge/${workspaceId}/logo.png`,
      `/users/${ownerId}/logo.png`,
      `users\\${ownerId}\\logo.png`,
      `users/${ownerId}%2F..%2F${memberId}/logo.png`,
      `users/${ownerId}/%2e%2e/logo.png`,
      `users/${ownerId}/.logo.png`,
      `users/${ownerId}//logo.png`,
    ]) {
      const error = await refusal(upload(owner, storage, { targetPath }));
      expect(error.code, targetPath).toBe("BAD_REQUEST");
      expect(error.message, targetPath).toBe(UPLOAD_FILE_MESSAGES.badPath);
    }
    expect(await files()).toEqual([]);
  });

  it("refuses bad base64, a wrong or disguised type and an oversized file; nothing is stored", async () => {
    const { storage, files } = freshStorage();
    for (const base64Payload of ["not base64!", `data:image/png;base64,${png64}`, png64.replace(/=+$/, ""), " "]) {
      expect((await refusal(upload(owner, storage, { base64Payload }))).code, base64Payload).toBe("BAD_REQUEST");
    }
    const onlyImages = UPLOAD_MESSAGES.onlyTypes(["png", "jpg", "jpeg", "gif", "webp"]);
    const text = Buffer.from("<script>alert(1)</script>").toString("base64");
    for (const [base64Payload, targetPath] of [
      [text, `users/${ownerId}/logo.png`], // text renamed to .png: the bytes decide
      [png64, `users/${ownerId}/logo.gif`], // a PNG claiming to be a GIF
      [png64, `users/${ownerId}/page.html`],
      [png64, `users/${ownerId}/logo`],
    ] as const) {
      const error = await refusal(upload(owner, storage, { base64Payload, targetPath }));
      expect(error.code, targetPath).toBe("BAD_REQUEST");
      expect(error.message, targetPath).toBe(onlyImages);
    }
    // the largest payload the input takes decodes to one byte over the cap: refused after decoding
    const oversized = Buffer.concat([PNG, Buffer.alloc(UPLOAD_FILE_LIMITS.maxBytes + 1 - PNG.length)]);
    const base64Payload = oversized.toString("base64");
    expect(base64Payload.length).toBeLessThanOrEqual(UPLOAD_FILE_LIMITS.maxBase64Length);
    const tooLarge = await refusal(upload(owner, storage, { base64Payload }));
    expect([tooLarge.code, tooLarge.message]).toEqual(["PAYLOAD_TOO_LARGE", "Max size: 0.5 MBs"]);
    // and a longer one is refused by its length, before it is decoded
    const longer = await refusal(upload(owner, storage, { base64Payload: `${base64Payload}AAAA` }));
    expect(longer.code).toBe("BAD_REQUEST");
    expect(await files()).toEqual([]);
  });

  it("refuses outsiders before anything else, and says so when no storage is configured", async () => {
    const { storage, files } = freshStorage();
    const stranger = await createTestUser(eu);
    const error = await refusal(upload(asUser(stranger.user), storage, { userId: stranger.user.id }));
    expect(error.code).toBe("NOT_FOUND");
    expect(await files()).toEqual([]);
    const unconfigured = await refusal(upload(owner, undefined, {}));
    expect([unconfigured.code, unconfigured.message]).toEqual([
      "INTERNAL_SERVER_ERROR",
      UPLOAD_FILE_MESSAGES.notConfigured,
    ]);
  });
});
