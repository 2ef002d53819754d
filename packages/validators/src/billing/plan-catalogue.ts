/**
 * The plan catalogue, add-ons, plan limits and billing constants (workspace-billing.md sections 2,
 * 3 and 9). Prices are integer minor units per month in each currency.
 */
import { z } from "zod";
import type { TCurrency } from "./currency-profile";

export const PLAN_IDS = ["free", "pay_as_you_go", "enterprise"] as const;
export const ZPlanId = z.enum(PLAN_IDS);
export type TPlanId = z.infer<typeof ZPlanId>;

export interface PlanPrice {
  currency: TCurrency;
  /** minor units per period */
  amount: number;
  originalAmount: number | null;
}

export interface PlanEntry {
  id: TPlanId;
  label: string;
  description: string;
  /** the price as shown ("$20 / month + usage") */
  price: string;
  prices: PlanPrice[];
  period: "month";
  popular: boolean;
  features: string[];
  additionalInfo: string;
  cta: string;
}

/** A credit is worth 0.001 USD: 1 US cent buys 10 credits. */
export const USD_PER_CREDIT = 0.001;
export const CREDITS_PER_USD_CENT = 10;
/** Pay as you go includes 5 USD of credits with every paid month (unused credits roll over). */
export const PAYG_INCLUDED_USD_CENTS = 500;
export const PAYG_INCLUDED_CREDITS = PAYG_INCLUDED_USD_CENTS * CREDITS_PER_USD_CENT;
/** A new account's personal workspace gets 1,000 credits ($1) once, to try its agents before paying. */
export const SIGN_UP_FREE_CREDITS = 1000;

export const PLAN_CATALOGUE: readonly PlanEntry[] = [
  {
    id: "free",
    label: "Free",
    description: "Build and test agents.",
    price: "$0",
    prices: [
      { currency: "usd", amount: 0, originalAmount: null },
      { currency: "eur", amount: 0, originalAmount: null },
      { currency: "gbp", amount: 0, originalAmount: null },
    ],
    period: "month",
    popular: false,
    features: ["2 agents", "2 workspace seats", "Chat widget and share page", "Knowledge base up to 1M characters"],
    additionalInfo: "No card needed.",
    cta: "Current plan",
  },
  {
    id: "pay_as_you_go",
    label: "Pay as you go",
    description: "Everything you need to run agents for real, billed by usage.",
    price: "$20 / month + usage",
    prices: [
      { currency: "usd", amount: 2000, originalAmount: null },
      { currency: "eur", amount: 2200, originalAmount: 1800 },
      { currency: "gbp", amount: 2000, originalAmount: 1500 },
    ],
    period: "month",
    popular: true,
    features: [
      "Unlimited agents",
      "$5 of credits included every month",
      "Top-ups and automatic recharge",
      "All channels and voice",
      "Knowledge base up to 10M characters",
      "Add-ons: white label, seats, call lines, phone numbers",
    ],
    additionalInfo: "Unused credits roll over to the next month.",
    cta: "Subscribe",
  },
  {
    id: "enterprise",
    label: "Enterprise",
    description: "Custom limits, SLAs and invoicing.",
    price: "From $1000 / month",
    prices: [
      { currency: "usd", amount: 100000, originalAmount: null },
      { currency: "eur", amount: 100000, originalAmount: null },
      { currency: "gbp", amount: 100000, originalAmount: null },
    ],
    period: "month",
    popular: false,
    features: ["Everything in Pay as you go", "Custom limits", "Dedicated support", "Invoicing"],
    additionalInfo: "Sold by our sales team.",
    cta: "Contact sales",
  },
];

export const ADDON_IDS = [
  "whitelabel-new",
  "workspace-seat",
  "client_seat",
  "concurrent-call-line",
  "twilio-phone-number",
] as const;
export const ZAddonId = z.enum(ADDON_IDS);
export type TAddonId = z.infer<typeof ZAddonId>;

export interface AddonEntry {
  id: TAddonId;
  name: string;
  description: string;
  /** minor units per month, the same number in every currency */
  price: number;
  prices: PlanPrice[];
  period: "month";
  /** the picker's maximum (whitelabel at most 1) */
  maxQuantity: number;
}

function addon(id: TAddonId, name: string, description: string, price: number, maxQuantity = 10): AddonEntry {
  const prices = (["usd", "eur", "gbp"] as const).map((currency) => ({
    currency,
    amount: price,
    originalAmount: null,
  }));
  return { id, name, description, price, prices, period: "month", maxQuantity };
}

export const ADDON_CATALOGUE: readonly AddonEntry[] = [
  addon("whitelabel-new", "White Label", "Your own domain, brand and client portal.", 5000, 1),
  addon("workspace-seat", "Workspace Seat", "One more member in this workspace.", 1000),
  addon("client_seat", "Client Seat", "One more client login.", 500),
  addon("concurrent-call-line", "Concurrent Call Line", "One more simultaneous phone call.", 500),
  addon("twilio-phone-number", "Phone Number", "One more phone number slot.", 300),
];

/** The add-on picker's range in the Confirm Subscription dialog. */
export const ADDON_PICKER_MAX = 10;

export function findAddon(id: string): AddonEntry | undefined {
  return ADDON_CATALOGUE.find((entry) => entry.id === id);
}

export function findPlan(id: string): PlanEntry | undefined {
  return PLAN_CATALOGUE.find((entry) => entry.id === id);
}

export function planPrice(plan: PlanEntry | AddonEntry, currency: TCurrency): number {
  return plan.prices.find((price) => price.currency === currency)?.amount ?? 0;
}

export interface PlanLimits {
  /** Infinity for unlimited */
  maxAgents: number;
  /** deprecated; kept for old custom plans */
  maxClients: number;
  maxKbDocsCharCount: number;
  maxMonthlyCredits: number;
  maxConcurrentCalls: number;
  workspaceSeats: number;
  twilioPhoneNumberSlots: number;
  clientSeats: number;
}

/** The spec's default plan limits: MAX_AGENTS 2, MAX_CONCURRENT_CALLS 10, MAX_CLIENTS 2, WORKSPACE_SEATS 2, TWILIO_PHONE_NUMBERS 0. */
export const DEFAULT_PLAN_LIMITS: PlanLimits = {
  maxAgents: 2,
  maxClients: 2,
  maxKbDocsCharCount: 1_000_000,
  maxMonthlyCredits: Infinity,
  maxConcurrentCalls: 10,
  workspaceSeats: 2,
  twilioPhoneNumberSlots: 0,
  clientSeats: 2,
};

export const PLAN_LIMITS: Record<TPlanId, PlanLimits> = {
  free: DEFAULT_PLAN_LIMITS,
  pay_as_you_go: { ...DEFAULT_PLAN_LIMITS, maxAgents: Infinity, maxKbDocsCharCount: 10_000_000 },
  enterprise: { ...DEFAULT_PLAN_LIMITS, maxAgents: Infinity, maxKbDocsCharCount: 100_000_000, maxConcurrentCalls: 50 },
};

/** Which limit each add-on raises, by one per unit. whitelabel-new unlocks agency features instead. */
export const ADDON_LIMIT: Partial<Record<TAddonId, keyof PlanLimits>> = {
  "workspace-seat": "workspaceSeats",
  client_seat: "clientSeats",
  "concurrent-call-line": "maxConcurrentCalls",
  "twilio-phone-number": "twilioPhoneNumberSlots",
};

/** Section 9's auto-recharge card: threshold in credits, amount and monthly limit in the workspace's currency. */
export const AUTO_RECHARGE = {
  threshold: { min: 500, max: 2500, step: 500, default: 1000 },
  amount: { min: 5, max: 25, step: 5, default: 10 },
  monthlyChargeLimit: { min: 0, max: 500, step: 25, default: 100 },
} as const;

export const TOP_UP = { minimum: 5, default: 5 } as const;

export const CANCEL_REASONS = [
  "Too expensive",
  "Missing features",
  "Found a better alternative",
  "Temporary need",
  "Other",
] as const;
export const ZCancelReason = z.enum(CANCEL_REASONS);

/** Usage bar colours: warning above 50 percent, danger above 80. */
export function usageLevel(percent: number): "normal" | "warning" | "danger" {
  if (percent > 80) return "danger";
  if (percent > 50) return "warning";
  return "normal";
}
