import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EmailCodeForm } from "@/components/email-code-form";
import { env } from "@/env";
import { getSession } from "@/server/auth";
import { AuthCard } from "../auth-card";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function LoginPage() {
  const session = await getSession();
  if (session) redirect(`/app/${session.region}/agents`);
  return (
    <AuthCard
      title="Sign in"
      description="We will e-mail you a one-time code."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link href="/signup" className="font-medium text-foreground underline-offset-4 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      <EmailCodeForm mode="signin" devMailboxUrl={env.NEXT_PUBLIC_DEV_MAILBOX_URL} />
    </AuthCard>
  );
}
