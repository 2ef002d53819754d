"use client";

import { Icon } from "@parlo/ui/icon";
import { AGENCY_MESSAGES, AGENCY_TABS } from "@parlo/validators";
import { Lock } from "lucide";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { TAB_STRIP_CLASSES, tabClasses } from "./agency-tab-style";

export const tabId = (index: number) => `agency-tab-${index}`;
export const PANEL_ID = "agency-tab-panel";
const AUTO_BILLING = AGENCY_TABS.indexOf("Auto Billing");

/**
 * The agency page's eight tabs (role="tablist": arrows, Home and End move between them). Auto
 * Billing carries its tooltip, and a lock while the whitelabel add-on is not active.
 */
export function AgencyTabList({
  active,
  onSelect,
  whitelabelActive,
}: {
  active: number;
  onSelect: (index: number) => void;
  whitelabelActive: boolean;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const strip = useRef<HTMLDivElement>(null);
  // on a narrow screen the chosen tab may sit past the strip's edge: scroll the strip (not the page) to it
  useEffect(() => {
    const list = strip.current;
    const chosen = refs.current[active];
    if (!list || !chosen) return;
    const left = chosen.offsetLeft;
    const right = left + chosen.offsetWidth;
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - (list.clientWidth - chosen.offsetWidth) / 2);
    }
  }, [active]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = AGENCY_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (active + 1) % AGENCY_TABS.length
        : event.key === "ArrowLeft"
          ? (active + last) % AGENCY_TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label="Agency settings sections"
      className={`relative ${TAB_STRIP_CLASSES}`}
      onKeyDown={move}
    >
      {AGENCY_TABS.map((tab, index) => {
        const locked = index === AUTO_BILLING && !whitelabelActive;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={PANEL_ID}
            tabIndex={index === active ? 0 : -1}
            title={index === AUTO_BILLING ? AGENCY_MESSAGES.whitelabelOnly : undefined}
            aria-description={locked ? AGENCY_MESSAGES.whitelabelOnly : undefined}
            onClick={() => onSelect(index)}
            className={tabClasses(index === active)}
          >
            {locked ? <Icon node={Lock} className="size-3.5" /> : null}
            {tab}
          </button>
        );
      })}
    </div>
  );
}
