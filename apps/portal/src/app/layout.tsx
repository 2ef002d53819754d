import { themeInitScript } from "@parlo/ui/theme-script";
import type { Metadata } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { env } from "@/env";
import { currentAgency } from "@/server/current-agency";
import "./globals.css";

const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
});

const brand = env.NEXT_PUBLIC_BRAND_NAME;
const robots = { index: false, follow: false };

/**
 * The tab's title and icon follow the host: an agency's name and favicon on its domains (nothing
 * of the product's), the product's on the portal's own address, and nothing on unknown hosts.
 */
export async function generateMetadata(): Promise<Metadata> {
  const request = await currentAgency();
  if (request.kind === "agency") {
    const { agency } = request;
    return {
      title: { default: agency.name, template: `%s · ${agency.name}` },
      description: `Sign in to ${agency.name}.`,
      icons: agency.faviconURL ? { icon: agency.faviconURL } : undefined,
      robots,
    };
  }
  if (request.kind === "unknown") return { title: "Not found", robots };
  return {
    title: { default: `Client portal · ${brand}`, template: `%s · ${brand}` },
    description: "Sign in to your client portal.",
    icons: { icon: "/icon.svg" },
    robots,
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
