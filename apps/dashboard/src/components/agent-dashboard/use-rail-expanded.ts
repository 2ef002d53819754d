"use client";

import { useCallback, useSyncExternalStore } from "react";

const STORAGE_KEY = "parlo-agent-rail-expanded";
const CHANGE_EVENT = "parlo-agent-rail-change";

/** The choice of this page, for browsers without storage. */
let memory: boolean | null = null;

function read(): boolean {
  if (memory !== null) return memory;
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== "false";
  } catch {
    return true;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    memory = null;
    onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Whether the agent side rail is expanded (250 px) or collapsed (75 px); remembered in localStorage. */
export function useRailExpanded(): [expanded: boolean, setExpanded: (expanded: boolean) => void] {
  const expanded = useSyncExternalStore(subscribe, read, () => true);
  const setExpanded = useCallback((next: boolean) => {
    memory = next;
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // storage can be unavailable (private mode); the choice still holds for this page
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [expanded, setExpanded];
}
