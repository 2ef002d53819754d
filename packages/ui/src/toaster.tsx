"use client";

import { cn } from "@parlo/ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type ToastVariant = "success" | "error" | "info";
interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
}

const ToastContext = createContext<(message: string, variant?: ToastVariant, durationMs?: number) => void>(
  () => undefined,
);

/** Short notices (the spec's 2 to 5 s toasts), announced to screen readers. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string, variant: ToastVariant = "info", durationMs = 2000) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list, { id, message, variant }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), durationMs);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        className="pointer-events-none fixed bottom-4 right-4 z-[60] flex flex-col gap-2"
        role="status"
        aria-live="polite"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className={cn(
              "pointer-events-auto max-w-sm rounded-md border px-4 py-3 text-sm shadow-lg",
              t.variant === "success" && "border-success/40 bg-card text-foreground",
              t.variant === "error" && "border-destructive/40 bg-card text-destructive",
              t.variant === "info" && "border-border bg-card text-foreground",
            )}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
