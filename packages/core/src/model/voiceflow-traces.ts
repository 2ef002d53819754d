/**
 * Reads what a Voiceflow-compatible runtime answered (`POST /state/user/{userID}/interact` returns
 * an array of traces) as chat text. Pure, no network: `text` and `speak` traces give the messages
 * (the plain `payload.message`, else the rich-text `payload.slate.content` flattened to lines),
 * `choice` traces give the buttons' labels, `end` says the flow finished. Every other trace
 * (`path`, `debug`, `block`, `flow`, cards, visuals, ...) and anything malformed is ignored.
 */

export interface VoiceflowTurn {
  /** the messages of the turn, in order, without empty ones */
  messages: string[];
  /** the labels of the buttons offered at the end of the turn */
  choices: string[];
  /** true when the flow ended (an `end` trace): the next message starts a new session */
  ended: boolean;
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The text of a slate node: its own `text`, else its children's text run together. */
function slateNodeText(node: unknown): string {
  if (!isPlain(node)) return "";
  if (typeof node.text === "string") return node.text;
  return Array.isArray(node.children) ? node.children.map(slateNodeText).join("") : "";
}

/** Slate rich text: each top-level block is one line. */
export function slateText(content: unknown): string {
  if (!Array.isArray(content)) return "";
  return content
    .map(slateNodeText)
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}

/** The spoken text without SSML tags (the runtime strips them when asked, not every stand-in does). */
function withoutSsml(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

function messageOf(type: string, payload: Plain): string | null {
  if (type === "speak") {
    const message = nonEmpty(payload.message);
    return message ? nonEmpty(withoutSsml(message)) : null;
  }
  const message = nonEmpty(payload.message);
  if (message) return message;
  const slate = isPlain(payload.slate) ? payload.slate : null;
  return slate ? nonEmpty(slateText(slate.content)) : null;
}

function choiceLabels(payload: Plain): string[] {
  if (!Array.isArray(payload.buttons)) return [];
  return payload.buttons.flatMap((button: unknown) => {
    if (!isPlain(button)) return [];
    const request = isPlain(button.request) ? button.request : null;
    const requestPayload = request && isPlain(request.payload) ? request.payload : null;
    const label = nonEmpty(button.name) ?? nonEmpty(requestPayload?.label);
    return label ? [label] : [];
  });
}

/** The messages, choices and end of a turn from the runtime's answer (anything not an array reads as nothing). */
export function readVoiceflowTraces(traces: unknown): VoiceflowTurn {
  const turn: VoiceflowTurn = { messages: [], choices: [], ended: false };
  if (!Array.isArray(traces)) return turn;
  for (const trace of traces) {
    if (!isPlain(trace) || typeof trace.type !== "string") continue;
    const payload = isPlain(trace.payload) ? trace.payload : {};
    if (trace.type === "text" || trace.type === "speak") {
      const message = messageOf(trace.type, payload);
      if (message) turn.messages.push(message);
    } else if (trace.type === "choice") {
      // buttons belong to the latest choice: an earlier set is no longer on offer
      turn.choices = choiceLabels(payload);
    } else if (trace.type === "end") {
      turn.ended = true;
    }
  }
  return turn;
}

/** The reply in pieces: each message, then the choices as one "- label" list. */
export function voiceflowReplyPieces(turn: VoiceflowTurn): string[] {
  const pieces = [...turn.messages];
  if (turn.choices.length > 0) pieces.push(turn.choices.map((label) => `- ${label}`).join("\n"));
  return pieces;
}

/** The reply as one text: the pieces separated by blank lines. */
export function voiceflowReplyText(turn: VoiceflowTurn): string {
  return voiceflowReplyPieces(turn).join("\n\n");
}
