import { KNOWLEDGE_TAB_MESSAGES, type TRegion } from "@parlo/validators";
import { z } from "zod";

const ZUploaded = z.object({ url: z.string(), mimeType: z.string(), size: z.number() });
const ZFailed = z.object({ error: z.string() });
export type UploadedDocument = z.infer<typeof ZUploaded>;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends a document to POST /api/upload?purpose=knowledge for the agent's workspace, reporting the
 * share sent (0-1). Rejects with the server's message (type, size, access) or a generic one.
 */
export function uploadKnowledgeFile(options: {
  file: File;
  region: TRegion;
  agentId: string;
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}): Promise<UploadedDocument> {
  const { file, region, agentId, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.set("purpose", "knowledge");
    body.set("region", region);
    body.set("agentId", agentId);
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/upload?purpose=knowledge");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const json = parse(request.responseText);
      const ok = ZUploaded.safeParse(json);
      if (request.status === 201 && ok.success) {
        onProgress(1);
        resolve(ok.data);
        return;
      }
      const failed = ZFailed.safeParse(json);
      reject(new Error(failed.success ? failed.data.error : KNOWLEDGE_TAB_MESSAGES.uploadFailed));
    };
    request.onerror = () => reject(new Error(KNOWLEDGE_TAB_MESSAGES.uploadFailed));
    request.onabort = () => reject(new Error(KNOWLEDGE_TAB_MESSAGES.uploadFailed));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
