import { MAX_MESSAGE_CHARS } from "@parlo/validators/plain";
import type { TRuntimeAgent } from "@parlo/validators";
import { Fragment, type TargetedKeyboardEvent } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { CHAT_CSS } from "./chat-css";
import type { HandoffControl } from "./chat-handoff";
import type { ChatVariant } from "./mount-types";
import type { ChatMessage } from "./chat-messages";
import type { ChatTheme } from "./chat-theme";
import { LEAD_FORM_CSS, LeadForm } from "./lead-form";
import { textDirection } from "./text-direction";
import type { LeadControl } from "./use-lead-form";

export type { ChatVariant } from "./mount-types";

export interface ChatViewProps {
  agent: TRuntimeAgent;
  theme: ChatTheme;
  /** iframe and panel draw no window frame of their own */
  variant: ChatVariant;
  messages: ChatMessage[];
  typing: boolean;
  /** Send is allowed (not while the conversation loads or an answer is on its way) */
  canSend: boolean;
  onSend: (text: string) => void;
  /** the "Powered by" line; none without a brand */
  brand?: string;
  /** each change moves the focus to the message box (the loader opened the widget) */
  focusSignal?: number;
  /** the "Talk to a human" button; none when the agent does not offer a person (or already asked) */
  handoff?: HandoffControl | null;
  /** the agent's lead form, drawn after `lead.anchor` messages; none while it does not show */
  lead?: LeadControl | null;
}

const SUBTITLE = "Typically replies instantly";

/**
 * The visitor's chat, drawn with the widget's class names (`.parlo-*`) and variables (`--parlo-*`)
 * inside its own shadow root (see mount-chat.tsx): the agent's theme and custom CSS apply to it
 * exactly as in the Widget tab's preview, and nothing leaks into the page around it.
 */
export function ChatView({
  agent,
  theme,
  variant,
  messages,
  typing,
  canSend,
  onSend,
  brand,
  focusSignal,
  handoff,
  lead,
}: ChatViewProps) {
  const [text, setText] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const image = agent.roundedImageURL || agent.avatarImageUrl;
  const ready = canSend && text.trim().length > 0;

  // follow the conversation to its newest line
  const lastContent = messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTo({ top: list.scrollHeight, behavior: agent.scrollAnimation ? "smooth" : "auto" });
  }, [messages.length, lastContent, typing, agent.scrollAnimation, lead?.anchor, lead?.phase]);

  useEffect(() => {
    if (focusSignal) inputRef.current?.focus();
  }, [focusSignal]);

  // the message box grows with its text, up to its max-height
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = "auto";
    input.style.height = `${input.scrollHeight}px`;
  }, [text]);

  const submit = () => {
    if (!ready) return;
    onSend(text);
    setText("");
  };

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      <style>{CHAT_CSS}</style>
      {agent.leadForm ? <style>{LEAD_FORM_CSS}</style> : null}
      <style>{theme.variablesCss}</style>
      {agent.ADVANCED_customCSS ? <style data-testid="parlo-custom-css">{agent.ADVANCED_customCSS}</style> : null}
      <div
        className="parlo-widget"
        data-theme={theme.themeType}
        data-variant={variant}
        lang={agent.lang || undefined}
        dir={textDirection(agent.lang)}
      >
        <section className="parlo-window" aria-label={`Chat with ${agent.title}`}>
          <div className="parlo-header">
            <div className="parlo-avatar" aria-hidden="true">
              {image ? <img src={image} alt="" /> : agent.title.trim().charAt(0).toUpperCase() || "A"}
            </div>
            <div>
              <div className="parlo-title">{agent.title}</div>
              <div className="parlo-subtitle">{SUBTITLE}</div>
            </div>
          </div>
          <div
            ref={listRef}
            className="parlo-messages"
            role="log"
            aria-live="polite"
            aria-label="Messages"
            tabIndex={0}
          >
            {lead?.anchor === 0 ? <LeadForm lead={lead} /> : null}
            {messages.map((message, index) => (
              <Fragment key={message.id}>
                <Message message={message} />
                {lead && lead.anchor === index + 1 ? <LeadForm lead={lead} /> : null}
              </Fragment>
            ))}
            {typing ? (
              <div className="parlo-message parlo-message-bot">
                <div className="parlo-bubble parlo-bubble-bot parlo-typing" role="status" aria-label="Typing">
                  <span />
                  <span />
                  <span />
                </div>
              </div>
            ) : null}
          </div>
          {handoff ? (
            <div className="parlo-handoff-bar">
              <button
                type="button"
                className="parlo-handoff"
                onClick={handoff.onClick}
                disabled={handoff.disabled}
                title={handoff.subtitle || undefined}
                aria-describedby={handoff.subtitle ? "parlo-handoff-subtitle" : undefined}
              >
                {handoff.title}
              </button>
              {handoff.subtitle ? (
                <span id="parlo-handoff-subtitle" className="parlo-handoff-subtitle">
                  {handoff.subtitle}
                </span>
              ) : null}
            </div>
          ) : null}
          <form
            className="parlo-input-bar"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <textarea
              ref={inputRef}
              className="parlo-input"
              rows={1}
              value={text}
              maxLength={MAX_MESSAGE_CHARS}
              onInput={(event) => setText(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              placeholder="Type a message..."
              aria-label="Message"
            />
            <button type="submit" className="parlo-send" disabled={!ready}>
              Send
            </button>
          </form>
          {brand ? <div className="parlo-branding">Powered by {brand}</div> : null}
        </section>
      </div>
    </>
  );
}

function Message({ message }: { message: ChatMessage }) {
  if (message.pending && !message.content) return null;
  if (message.role === "system") return <div className="parlo-notice">{message.content}</div>;
  if (message.role === "user") {
    return (
      <div className="parlo-message parlo-message-user" data-role="user">
        <div className="parlo-bubble parlo-bubble-user">{message.content}</div>
      </div>
    );
  }
  const extra =
    message.role === "human" ? " parlo-bubble-human" : message.role === "error" ? " parlo-bubble-error" : "";
  return (
    <div className="parlo-message parlo-message-bot" data-role={message.role} aria-busy={message.pending || undefined}>
      {message.role === "human" ? <div className="parlo-sender">Support team</div> : null}
      <div className={`parlo-bubble parlo-bubble-bot${extra}`} role={message.role === "error" ? "alert" : undefined}>
        {message.content}
      </div>
      {message.sources?.length && !message.pending ? <Sources sources={message.sources} /> : null}
    </div>
  );
}

/** The pages of the agent's knowledge an answer drew on, as small links under it. */
function Sources({ sources }: { sources: NonNullable<ChatMessage["sources"]> }) {
  return (
    <div className="parlo-sources" data-testid="parlo-sources">
      <span className="parlo-sources-label">Sources:</span>
      {sources.map((source, index) =>
        source.url ? (
          <a key={`${source.url}-${index}`} href={source.url} target="_blank" rel="noopener noreferrer">
            {source.title}
          </a>
        ) : (
          <span key={`${source.title}-${index}`}>{source.title}</span>
        ),
      )}
    </div>
  );
}
