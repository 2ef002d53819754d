"use client";

import { createContext, useContext, type ReactNode } from "react";

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

const AgentTabsContext = createContext<AgentHref>(() => null);

/**
 * The agent tabs are shared by the owner's dashboard and the client portal, whose URLs and
 * services differ: each app says here where the tabs' links go (and which it leaves out); whether
 * it takes uploads is the app's `UploadsProvider`.
 */
export function AgentTabsProvider({ href, children }: { href: AgentHref; children: ReactNode }) {
  return <AgentTabsContext.Provider value={href}>{children}</AgentTabsContext.Provider>;
}

export function useAgentHref(): AgentHref {
  return useContext(AgentTabsContext);
}
