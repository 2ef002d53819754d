import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EmailCodeForm } from "@/components/email-code-form";
import { env } from "@/env";
import { safeCallbackPath, withCallbackUrl } from "@/lib/callback-path";
import { getSession } from "@/server/auth";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

/** `?callbackUrl=/path` (a path on this site) is where the visitor goes once signed in. */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const callbackPath = safeCallbackPath((await searchParams).callbackUrl);
  const session = await getSession();
  if (session) redirect(callbackPath ?? `/app/${session.region}/agents`);
  return (
    <AuthCard
      title="Sign in"
      description="We will e-mail you a one-time code."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link
            href={withCallbackUrl("/signup", callbackPath)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            Sign Up
          </Link>
        </>
      }
    >
      <EmailCodeForm mode="signin" callbackPath={callbackPath} devMailboxUrl={env.NEXT_PUBLIC_DEV_MAILBOX_URL} />
    </AuthCard>
  );
}
