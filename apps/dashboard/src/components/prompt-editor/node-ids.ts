import type { TAgentNode } from "@parlo/validators";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new step id ("message_k3v9x2") that no step of the flow uses yet. */
export function newNodeId(type: TAgentNode["type"], taken: ReadonlySet<string>, random: () => number = Math.random) {
  for (;;) {
    let suffix = "";
    for (let i = 0; i < 6; i++) suffix += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? "x";
    const id = `${type}_${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** The flow after removing a step: steps that went to it go where it went. */
export function removeNode(nodes: readonly TAgentNode[], id: string): TAgentNode[] {
  const removed = nodes.find((node) => node.id === id);
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => (node.next === id ? { ...node, next: removed?.next } : node));
}

/** The flow after adding a step at the end: the last step that had no next step now goes to it. */
export function appendNode(nodes: readonly TAgentNode[], node: TAgentNode): TAgentNode[] {
  const lastOpen = [...nodes].reverse().find((item) => !item.next && item.type !== "end");
  return [...nodes.map((item) => (item === lastOpen ? { ...item, next: node.id } : item)), node];
}
