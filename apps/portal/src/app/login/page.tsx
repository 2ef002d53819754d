import { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { clientHomeRedirect } from "@parlo/core/portal";
import { AutoLoginRunner, type AutoLogin } from "@/components/sign-in/auto-login";
import { ClientLoginForm } from "@/components/sign-in/client-login-form";
import { SignInCard } from "@/components/sign-in/sign-in-card";
import { agencyRequest, currentViewer } from "@/server/current-viewer";

export const metadata: Metadata = { title: "Sign in" };

type Search = Promise<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined): string => (typeof value === "string" ? value : "");

/** What the address bar carries to sign in by itself: `?token=`, or `?username=&password=`. */
function autoLoginOf(search: Record<string, string | string[] | undefined>): AutoLogin | null {
  const token = single(search.token);
  if (token) return { kind: "token", token };
  const email = single(search.username);
  const password = single(search.password);
  return email && password ? { kind: "password", email, password } : null;
}

/** Client sign-in on the agency's host; a signed-in visitor goes on to the first allowed page. */
export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const request = await agencyRequest();
  if (!request) notFound();
  const search = await searchParams;
  const autoLogin = autoLoginOf(search);
  const signedIn = await currentViewer(request);
  if (signedIn && !autoLogin) redirect(clientHomeRedirect(signedIn.session));
  const { agency, signIn } = request;
  const form = <ClientLoginForm passwordLogin={!signIn.disablePasswordLogin} messages={CLIENT_AUTH_MESSAGES} />;
  return (
    <SignInCard
      agency={agency}
      title={`Sign in to ${agency.name}`}
      description={signIn.disablePasswordLogin ? "We will e-mail you a login code." : "Welcome back."}
      footer={
        signIn.enableClientSignup ? (
          <>
            Don&apos;t have an account?{" "}
            <a href="/signup" className="font-medium text-foreground underline-offset-4 hover:underline">
              Sign Up
            </a>
          </>
        ) : null
      }
    >
      {autoLogin ? (
        <AutoLoginRunner login={autoLogin} failed={CLIENT_AUTH_MESSAGES.signInFailed}>
          {form}
        </AutoLoginRunner>
      ) : (
        form
      )}
    </SignInCard>
  );
}
