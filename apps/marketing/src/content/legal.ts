/** Short, plain-language legal pages. `brand` is the product name shown on the site. */
export const legalSlugs = [
  "about",
  "privacy-policy",
  "tos",
  "refund-policy",
  "cookie-policy",
  "contact",
  "gdpr",
] as const;

export type LegalSlug = (typeof legalSlugs)[number];

export interface LegalPage {
  title: string;
  /** Shorter label for footer links. */
  linkLabel: string;
  summary: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export function isLegalSlug(value: string): value is LegalSlug {
  return legalSlugs.some((slug) => slug === value);
}

export function legalPage(slug: LegalSlug, brand: string): LegalPage {
  return legalPages[slug](brand);
}

const legalPages: Record<LegalSlug, (brand: string) => LegalPage> = {
  about: (brand) => ({
    title: `About ${brand}`,
    linkLabel: "About",
    summary: `${brand} is a platform on which agencies and businesses build AI chat agents and run them for their clients.`,
    sections: [
      {
        heading: "What we do",
        paragraphs: [
          `${brand} lets agencies and businesses build agents that answer customers on websites, grounded in a knowledge base they control, and hand the conversation to a person when needed.`,
          "Agencies can style each client's agent in the client's colours and run many clients from one workspace.",
        ],
      },
      {
        heading: "How we work",
        paragraphs: [
          "We keep pricing simple and public, charge for usage through prepaid credits, and store each workspace's data in the region chosen when it was created (EU or North America).",
        ],
      },
    ],
  }),
  "privacy-policy": (brand) => ({
    title: "Privacy policy",
    linkLabel: "Privacy policy",
    summary: `How ${brand} collects, uses and protects personal data.`,
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "Account data: your name, e-mail address and workspace settings. Billing data: handled by our payment processor, Stripe; we do not store full card numbers.",
          "Content you add: agent instructions, knowledge base material, and the conversations your agents have with end users.",
        ],
      },
      {
        heading: "How we use it",
        paragraphs: [
          "We use this data to run the service, to bill for it, to keep it secure and to answer your requests. We do not sell personal data and we do not use your content to train models for other customers.",
        ],
      },
      {
        heading: "Retention and your rights",
        paragraphs: [
          "We keep data for as long as your account is active, and delete it after the account is closed, except where the law requires us to keep records such as invoices.",
          "You can ask for a copy of your data, its correction or its deletion at any time. See the GDPR page for details.",
        ],
      },
    ],
  }),
  tos: (brand) => ({
    title: "Terms of service",
    linkLabel: "Terms of service",
    summary: `The rules for using ${brand}.`,
    sections: [
      {
        heading: "Your account",
        paragraphs: [
          "You are responsible for your account, for keeping access to it secure, and for everything done with it, including by clients you invite.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "Do not use the service for spam, deception, illegal content or to break the rules of the websites and services your agents work on. Agents must not pretend to be human when asked.",
          "We may suspend agents or accounts that put end users, the channels or the service at risk.",
        ],
      },
      {
        heading: "Payment and changes",
        paragraphs: [
          "Paid plans renew monthly until cancelled. Usage is charged from prepaid credits at the published rates. We give notice before changing prices or these terms.",
          "The service is provided as is; AI answers can be wrong, so review what your agents say in sensitive situations.",
        ],
      },
    ],
  }),
  "refund-policy": (brand) => ({
    title: "Refund policy",
    linkLabel: "Refund policy",
    summary: `When and how ${brand} refunds payments.`,
    sections: [
      {
        heading: "Subscriptions",
        paragraphs: [
          "You can cancel at any time; the plan stays active until the end of the period already paid. If you were charged by mistake, for example after cancelling, tell us within 30 days and we will refund the charge.",
        ],
      },
      {
        heading: "Usage credits",
        paragraphs: [
          "Unused purchased credits can be refunded within 30 days of purchase. Free credits included with a plan have no cash value.",
        ],
      },
      {
        heading: "Agency clients",
        paragraphs: [
          "If you pay an agency that uses our platform, your contract and refunds are with that agency. Please contact them first.",
        ],
      },
    ],
  }),
  "cookie-policy": (brand) => ({
    title: "Cookie policy",
    linkLabel: "Cookie policy",
    summary: `The cookies and local storage ${brand} uses.`,
    sections: [
      {
        heading: "Necessary cookies",
        paragraphs: [
          "We use cookies to keep you signed in and to protect forms against forgery. The service does not work without them.",
        ],
      },
      {
        heading: "Preferences",
        paragraphs: [
          "Your light or dark theme choice is kept in your browser's local storage. It never leaves your device.",
        ],
      },
      {
        heading: "No advertising trackers",
        paragraphs: [
          "We do not use advertising or cross-site tracking cookies on this site. If that ever changes, we will ask for your consent first.",
        ],
      },
    ],
  }),
  contact: (brand) => ({
    title: "Contact",
    linkLabel: "Contact",
    summary: `How to reach the ${brand} team.`,
    sections: [
      {
        heading: "Customers",
        paragraphs: [
          "If you have an account, sign in and write to us from your dashboard, so we know which workspace you mean and can answer faster.",
        ],
      },
      {
        heading: "Sales and enterprise",
        paragraphs: [
          "Interested in the Enterprise plan, volume pricing or custom terms? Create a free account and send us a message from the dashboard with a short description of your needs; we will get back to you within two business days.",
        ],
      },
      {
        heading: "Clients of an agency",
        paragraphs: [
          "If you use an agent through an agency, please contact the agency directly. They manage your account and can reach us if needed.",
        ],
      },
    ],
  }),
  gdpr: (brand) => ({
    title: "GDPR",
    linkLabel: "GDPR",
    summary: `How ${brand} supports the EU General Data Protection Regulation.`,
    sections: [
      {
        heading: "Roles",
        paragraphs: [
          "For the content and conversations of your agents, you (or your agency) are the controller and we act as processor, following your instructions. For account and billing data, we are the controller.",
        ],
      },
      {
        heading: "Data location",
        paragraphs: [
          "Each workspace is stored in one region, the EU or North America, chosen when it is created. Workspaces in the EU region keep their database in the EU.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "You can request access to, correction of, export of or deletion of personal data. End users of an agent should send requests to the business running that agent, which can act on them in the dashboard.",
          "A data processing agreement is available on request.",
        ],
      },
    ],
  }),
};
