"use client";

import { NewAgentDrawer, type NewAgentDrawerProps } from "../new-agent/new-agent-drawer";

/**
 * New Agent, loaded lazily by the shell when the button is pressed: the drawer with the name,
 * templates and the Agent Wizard (components/new-agent). The shell may pass platformChoiceHost,
 * the one hostname on which the platform choice is offered.
 */
export function NewAgentDialog(props: NewAgentDrawerProps) {
  return <NewAgentDrawer {...props} />;
}
