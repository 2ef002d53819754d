"use client";

import { createContext, useContext, type ReactNode } from "react";

const UploadsContext = createContext(false);

/**
 * Whether this app stores uploaded files (POST /api/upload): the owner's dashboard does, the
 * client portal does not. Without it, image fields take an address and documents cannot be added.
 */
export function UploadsProvider({ uploads, children }: { uploads: boolean; children: ReactNode }) {
  return <UploadsContext.Provider value={uploads}>{children}</UploadsContext.Provider>;
}

export function useUploads(): boolean {
  return useContext(UploadsContext);
}
