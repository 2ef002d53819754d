"use client";

import { useEffect, useState } from "react";

export interface Notice {
  variant: "success" | "error";
  title: string;
  detail?: string;
}

/** A notice under a form; success notices clear themselves after 5 s (the spec's 2 to 5 s), errors stay. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (notice?.variant !== "success") return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
