import { themeInitScript } from "@parlo/ui/theme-script";
import type { Metadata } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { env } from "@/env";
import "./globals.css";

const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
});

const brand = env.NEXT_PUBLIC_BRAND_NAME;

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_MARKETING_URL),
  title: { default: `${brand} · AI chat agents for agencies`, template: `%s · ${brand}` },
  description: `Build AI chat agents with ${brand} that answer your clients' customers from their own knowledge.`,
};

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
