type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Tool secrets are never sent to the browser, so a saved tools list leaves them out: a tool that
 * comes back without `serverUrlSecret` keeps the one stored for the same tool id.
 */
export function keepToolSecrets(document: Plain, previousTools: unknown): Plain {
  if (!Array.isArray(document.tools) || !Array.isArray(previousTools)) return document;
  const stored = new Map<unknown, unknown>();
  for (const tool of previousTools) {
    if (isPlainObject(tool) && typeof tool.serverUrlSecret === "string") stored.set(tool.id, tool.serverUrlSecret);
  }
  const tools = document.tools.map((tool: unknown) =>
    isPlainObject(tool) && !("serverUrlSecret" in tool) && stored.has(tool.id)
      ? { ...tool, serverUrlSecret: stored.get(tool.id) }
      : tool,
  );
  return { ...document, tools };
}
