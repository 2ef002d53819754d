import { PUSH_LIMITS, type TPushPayload } from "@parlo/validators";

const bytesOf = (payload: TPushPayload) => Buffer.byteLength(JSON.stringify(payload), "utf8");

/** The text cut to `length` characters (whole code points), with an ellipsis when cut. */
function cut(text: string, length: number): string {
  const points = Array.from(text);
  if (points.length <= length) return text;
  return length <= 1 ? "" : `${points.slice(0, length - 1).join("")}…`;
}

/**
 * The JSON a push carries, within PUSH_LIMITS.payloadMaxBytes (push services take about 4 KB once
 * encrypted): the body is shortened first, then the title; a link that alone would not fit becomes
 * the app's front page.
 */
export function pushPayload(input: TPushPayload, maxBytes: number = PUSH_LIMITS.payloadMaxBytes): string {
  let payload = { ...input };
  if (bytesOf({ ...payload, title: "", body: "" }) > maxBytes) payload = { ...payload, url: "/", tag: "" };
  for (const field of ["body", "title"] as const) {
    while (bytesOf(payload) > maxBytes && payload[field] !== "") {
      const over = bytesOf(payload) - maxBytes;
      const length = Array.from(payload[field]).length;
      // at least one character less each round (a character may take up to 4 bytes, or 6 escaped)
      payload = {
        ...payload,
        [field]: cut(payload[field], Math.max(0, length - Math.max(1, Math.ceil(over / 4)) - 1)),
      };
    }
  }
  return JSON.stringify(payload);
}
