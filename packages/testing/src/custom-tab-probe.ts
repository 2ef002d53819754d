import { defaultAgencyForm, type TAgencyForm, type TCustomTab } from "@parlo/validators";

/**
 * The script of a custom tab that tries what a hostile tab would: read the cookies, reach into the
 * page that frames it, open the storage of its origin. It writes what happened into its own page,
 * one line each with an id: "cookie: blocked (SecurityError)" when the browser refuses, or
 * "cookie: read" with what it got; then its origin ("null" when it is opaque).
 */
export const CUSTOM_TAB_PROBE_JS = `
const report = (id, text) => {
  const line = document.createElement("p");
  line.id = id;
  line.textContent = text;
  document.body.append(line);
};
const attempt = (id, read) => {
  try {
    report(id, id + ": read " + JSON.stringify(String(read())));
  } catch (error) {
    report(id, id + ": blocked (" + (error && error.name) + ")");
  }
};
attempt("cookie", () => document.cookie);
attempt("parent", () => window.parent.document.title);
attempt("storage", () => window.localStorage.length);
report("origin", "origin: " + window.origin);
`;

/** An HTML custom tab that runs CUSTOM_TAB_PROBE_JS under a heading. */
export function probeCustomTab(overrides: Partial<TCustomTab> = {}): TCustomTab {
  return {
    label: "Sandbox probe",
    href: "/probe",
    iconUrl: "",
    pageType: "html",
    htmlContent: "<h1>Sandbox probe</h1>",
    jsContent: CUSTOM_TAB_PROBE_JS,
    iframeUrl: "",
    alwaysVisible: false,
    ...overrides,
  };
}

/** The agency form `agency.save` takes: the defaults of a new agency with these custom tabs. */
export function agencyFormWithTabs(customTabs: TCustomTab[]): TAgencyForm {
  return { ...defaultAgencyForm(), customTabs };
}
