import { Button } from "@parlo/ui";
import { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AutoLoginRunner } from "@/components/sign-in/auto-login";
import { SignInCard } from "@/components/sign-in/sign-in-card";
import { agencyRequest } from "@/server/current-viewer";

export const metadata: Metadata = { title: "Admin sign-in" };

/**
 * The agency admin's magic link (`/admin?secret=...`, made on the agency settings page): signs in
 * with the agency secret to every page of the client dashboard.
 */
export default async function AdminSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = await agencyRequest();
  if (!request) notFound();
  const { secret } = await searchParams;
  const { agency } = request;
  return (
    <SignInCard agency={agency} title={agency.name} description="Admin access">
      <AutoLoginRunner
        login={{ kind: "admin", secret: typeof secret === "string" ? secret : "" }}
        failed={CLIENT_AUTH_MESSAGES.adminSignInFailed}
      >
        <Button asChild variant="outline" className="w-full">
          <a href="/login">Sign In</a>
        </Button>
      </AutoLoginRunner>
    </SignInCard>
  );
}
