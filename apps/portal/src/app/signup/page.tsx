import { Alert, Button } from "@parlo/ui";
import { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { clientHomeRedirect } from "@parlo/core/portal";
import { ClientSignupForm } from "@/components/sign-in/client-signup-form";
import { SignInCard } from "@/components/sign-in/sign-in-card";
import { agencyRequest, currentViewer } from "@/server/current-viewer";

export const metadata: Metadata = { title: "Sign up" };

/** Client sign-up on the agency's host, when the agency lets clients sign up. */
export default async function SignupPage() {
  const request = await agencyRequest();
  if (!request) notFound();
  const signedIn = await currentViewer(request);
  if (signedIn) redirect(clientHomeRedirect(signedIn.session));
  const { agency, signIn } = request;
  const footer = (
    <>
      Already have an account?{" "}
      <a href="/login" className="font-medium text-foreground underline-offset-4 hover:underline">
        Sign In
      </a>
    </>
  );
  if (!signIn.enableClientSignup) {
    return (
      <SignInCard agency={agency} title="Create your account" description={agency.name} footer={footer}>
        <div className="space-y-4">
          <Alert variant="info">{CLIENT_AUTH_MESSAGES.signUpDisabled}</Alert>
          <Button asChild variant="outline" className="w-full">
            <a href="/login">Sign In</a>
          </Button>
        </div>
      </SignInCard>
    );
  }
  return (
    <SignInCard agency={agency} title="Create your account" description={`Join ${agency.name}.`} footer={footer}>
      <ClientSignupForm messages={CLIENT_AUTH_MESSAGES} />
    </SignInCard>
  );
}
