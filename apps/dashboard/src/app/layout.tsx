import { UploadsProvider } from "@parlo/app-ui/uploads-context";
import { themeInitScript } from "@parlo/ui/theme-script";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { env } from "@/env";
import { inter } from "./fonts";
import { zodJitlessScript } from "./zod-jitless-script";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: env.NEXT_PUBLIC_BRAND_NAME, template: `%s · ${env.NEXT_PUBLIC_BRAND_NAME}` },
  description: "Build AI chat and voice agents and resell them under your own brand.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning className={inter.variable}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: zodJitlessScript }} />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {/* the dashboard stores uploaded files: image fields offer Upload */}
        <UploadsProvider uploads>{children}</UploadsProvider>
      </body>
    </html>
  );
}
