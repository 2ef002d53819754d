import { UPLOAD_CACHE_CONTROL } from "@parlo/core";
import { uploadStorage } from "@/app/api/upload/upload-storage";

export const dynamic = "force-dynamic";

const SAFETY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  // a stored file is never a page: no scripts, no frames, even if one were opened directly
  "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

/** Knowledge documents are private: only the knowledge worker reads them, from storage. */
const PRIVATE_PREFIXES = ["knowledge"];

// GET /uploads/[...path] - serves an uploaded file (public, cached for a year; names never repeat)
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  // compared in lower case: on a case-insensitive disk "Knowledge/..." is the same folder
  const isPrivate = PRIVATE_PREFIXES.includes((path[0] ?? "").toLowerCase());
  const file = isPrivate ? null : await uploadStorage.get(path.join("/"));
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
