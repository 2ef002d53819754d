"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

/** A place in an agent's dashboard that a tab links to. */
export interface AgentLinkTarget {
  /** the tab's key (convos, leads, analytics, settings, nodes, ...) */
  tab: string;
  /** settings?tab= and the like */
  subTab?: string;
  /** a conversation to open in Chats */
  conversationId?: string;
  /** with the test panel open (the owner's dashboard only) */
  testPanel?: boolean;
}

/** Where a link of an agent tab goes in this app, or null when the viewer cannot open it (no link then). */
export type AgentHref = (agentId: string, target: AgentLinkTarget) => string | null;

interface AgentTabsContextValue {
  href: AgentHref;
  /** this app stores uploaded files (POST /api/upload); without it image fields take an address only and documents cannot be added */
  uploads: boolean;
}

const AgentTabsContext = createContext<AgentTabsContextValue>({ href: () => null, uploads: false });

/**
 * The agent tabs are shared by the owner's dashboard and the client portal, whose URLs and
 * services differ: each app says here where the tabs' links go (and which it leaves out) and
 * whether it takes uploads.
 */
export function AgentTabsProvider({ href, uploads, children }: AgentTabsContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ href, uploads }), [href, uploads]);
  return <AgentTabsContext.Provider value={value}>{children}</AgentTabsContext.Provider>;
}

export function useAgentHref(): AgentHref {
  return useContext(AgentTabsContext).href;
}

export function useUploads(): boolean {
  return useContext(AgentTabsContext).uploads;
}
