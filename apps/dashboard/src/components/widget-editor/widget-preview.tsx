"use client";

import type { PaletteSwatch, ThemeType } from "@parlo/validators";
import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { themeVariablesCss, WIDGET_BASE_CSS } from "@parlo/widget/chat-css";

export interface WidgetPreviewProps {
  title: string;
  primary: string;
  palette: PaletteSwatch[];
  themeType: ThemeType;
  customCss: string;
}

/**
 * A live mock of the chat widget (header, bubbles, quick replies, input, launcher) inside its own
 * shadow root: the theme, the palette and the custom CSS apply to it as typed, and nothing leaks
 * into the dashboard.
 */
export function WidgetPreview({ title, primary, palette, themeType, customCss }: WidgetPreviewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: "open" }));
  }, []);

  return (
    <div ref={hostRef} data-testid="widget-preview" aria-label="Widget preview" role="region">
      {root
        ? createPortal(
            <>
              <style>{WIDGET_BASE_CSS}</style>
              <style>{themeVariablesCss(primary, palette, themeType)}</style>
              <style data-testid="widget-custom-css">{customCss}</style>
              <div className="parlo-widget" data-theme={themeType}>
                <div className="parlo-window">
                  <div className="parlo-header">
                    <div className="parlo-avatar">{title.trim().charAt(0).toUpperCase() || "A"}</div>
                    <div>
                      <div className="parlo-title">{title}</div>
                      <div className="parlo-subtitle">Typically replies instantly</div>
                    </div>
                  </div>
                  <div className="parlo-messages">
                    <div className="parlo-message parlo-message-bot">
                      <div className="parlo-bubble parlo-bubble-bot">Hi there! How can I help you today?</div>
                    </div>
                    <div className="parlo-message parlo-message-user">
                      <div className="parlo-bubble parlo-bubble-user">What are your opening hours?</div>
                    </div>
                    <div className="parlo-message parlo-message-bot">
                      <div className="parlo-bubble parlo-bubble-bot">We are open every day from 9 am to 6 pm.</div>
                    </div>
                    <div className="parlo-buttons">
                      <button type="button" className="parlo-button" tabIndex={-1}>
                        Pricing
                      </button>
                      <button type="button" className="parlo-button" tabIndex={-1}>
                        Talk to a human
                      </button>
                    </div>
                  </div>
                  <div className="parlo-input-bar">
                    <input className="parlo-input" placeholder="Type a message..." readOnly tabIndex={-1} />
                    <button type="button" className="parlo-send" tabIndex={-1}>
                      Send
                    </button>
                  </div>
                  <div className="parlo-branding">Powered by Parlo</div>
                </div>
                <button type="button" className="parlo-launcher" aria-label="Open chat" tabIndex={-1}>
                  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
                  </svg>
                </button>
              </div>
            </>,
            root,
          )
        : null}
    </div>
  );
}
