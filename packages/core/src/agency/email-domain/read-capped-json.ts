/** The largest answer read from the e-mail API (a domain with its records is about 1 KB). */
export const EMAIL_API_MAX_RESPONSE_BYTES = 256 * 1024;

export class ResponseTooLargeError extends Error {
  override readonly name = "ResponseTooLargeError";
}

/**
 * The response body as JSON (null when empty or not JSON), read up to `maxBytes`: a longer body is
 * refused as soon as it passes the cap (the rest is not read).
 */
export async function readCappedJson(response: Response, maxBytes = EMAIL_API_MAX_RESPONSE_BYTES): Promise<unknown> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ResponseTooLargeError(`The e-mail API answered more than ${maxBytes} bytes`);
  }
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ResponseTooLargeError(`The e-mail API answered more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return null;
  }
}
