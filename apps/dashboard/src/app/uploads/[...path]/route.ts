import { publicUploadPath, UPLOAD_CACHE_CONTROL } from "@parlo/core";
import { storedFilePolicy } from "@parlo/validators";
import { uploadStorage } from "@/app/api/upload/upload-storage";

export const dynamic = "force-dynamic";

const SAFETY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // a stored file is never a page: no scripts, no frames, even if one were opened directly
  // (the same policy as the app's header rules give /uploads, see security-header-rules.ts)
  "Content-Security-Policy": storedFilePolicy(),
} as const;

// GET /uploads/[...path] - serves an uploaded file (public, cached for a year; names never repeat)
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // knowledge documents are private, and a segment with an encoded "/" never passes
  const storagePath = publicUploadPath((await params).path);
  const file = storagePath ? await uploadStorage.get(storagePath) : null;
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...SAFETY_HEADERS },
    });
  }
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": UPLOAD_CACHE_CONTROL,
      ...SAFETY_HEADERS,
    },
  });
}
