/** What the Tools tab tells the user (to move into the validators' catalogues with the others). */
export const TOOL_MESSAGES = {
  saved: "Tool saved.",
  saveFailed: "Failed to save the tool.",
  deleted: "Tool deleted.",
  deleteFailed: "Failed to delete the tool.",
  assigned: (name: string) => `${name} assigned to the agent.`,
  unassigned: (name: string) => `${name} unassigned from the agent.`,
  assignFailed: "Failed to change the tool assignment.",
  secretPlaceholder: "Saved — type to replace",
} as const;
