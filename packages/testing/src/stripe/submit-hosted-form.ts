/**
 * Posts the form of one of the stand-in's hosted pages (account onboarding, Checkout) the way a
 * browser would: the page is fetched, its form's fields sent to its action, the redirect not
 * followed (tests read where it leads).
 */
export async function submitHostedForm(pageUrl: string, fields: Record<string, string>): Promise<Response> {
  const page = await fetch(pageUrl);
  const action = /<form method="post" action="([^"]+)"/.exec(await page.text())?.[1];
  if (!action) throw new Error(`no form on ${pageUrl}`);
  return fetch(new URL(action, pageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}
