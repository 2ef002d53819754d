"use client";

import { useEffect, useState } from "react";
import { HIDE_AFTER_MS, messageFor, nextProgress } from "./loading-progress";

/**
 * The agents page loading screen: progress rises randomly to 85 % with the spec's messages while
 * the data loads (`ready` false); once ready it reaches 100 %, shows the welcome message and
 * disappears 300 ms later.
 */
export function LoadingScreen({ ready, welcome }: { ready: boolean; welcome?: string }) {
  const [progress, setProgress] = useState(0);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (ready) {
      setProgress(100);
      const timer = setTimeout(() => setHidden(true), HIDE_AFTER_MS);
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => setProgress((p) => nextProgress(p)), 180);
    return () => clearInterval(timer);
  }, [ready]);

  if (hidden) return null;
  const message = progress >= 100 ? (welcome ?? "Welcome back!") : messageFor(progress);
  return (
    <div
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-background"
      role="status"
      aria-live="polite"
    >
      <p className="text-sm font-medium" data-testid="loading-message">
        {message}
      </p>
      <div
        className="h-1.5 w-64 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
        aria-label="Loading"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
