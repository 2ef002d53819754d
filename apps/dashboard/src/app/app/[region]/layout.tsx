import { isRegion } from "@parlo/db";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

/**
 * Everything under /app/{region}: unknown regions are not found. The signed-in app with its
 * navigation lives in the (shell) group; the agent's render, demo and client-onboarding pages
 * show no navigation.
 */
export default async function RegionLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ region: string }>;
}) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  return children;
}
