/**
 * The pricing calculator (workspace-billing.md section 9): a custom plan's monthly price from its
 * credits and extras. Decisions where the spec says "not shown" are the constants below. All money
 * in USD cents; per-credit prices in micro-dollars (0.001 USD = 1000).
 */
export const PLAN_TIERS = ["starter", "pro", "agency"] as const;
export type TPlanTier = (typeof PLAN_TIERS)[number];

/** Per-credit price by monthly credit range (the default per-credit cost is 0.001 USD). */
export const CREDIT_PRICE_RANGES: ReadonlyArray<{ upTo: number; microUsdPerCredit: number; tier: TPlanTier }> = [
  { upTo: 50_000, microUsdPerCredit: 1000, tier: "starter" },
  { upTo: 250_000, microUsdPerCredit: 900, tier: "pro" },
  { upTo: Infinity, microUsdPerCredit: 800, tier: "agency" },
];

/** Monthly fees in USD cents. */
export const CALCULATOR_FEES = {
  extraAgent: 500,
  unlimitedAgents: 4900,
  workspaceSeat: 1000,
  concurrentCallLine: 500,
  phoneNumber: 300,
  customBranding: 5000,
  miniWhitelabel: 2500,
} as const;

/** Unlimited agents count as 50 included. */
export const UNLIMITED_AGENTS_COUNT = 50;
/** Yearly = 10 x monthly when no yearly price is given. */
export const YEARLY_MONTHS = 10;
/** Shown prices without an explicit price are 1 USD lower ($20 -> $19). */
export const SHOWN_PRICE_REDUCTION = 100;

export interface CalculatorInput {
  credits: number;
  /** an explicit monthly price (cents) overrides credits x per-credit price */
  explicitMonthlyPrice?: number | null;
  explicitYearlyPrice?: number | null;
  agents: number | "unlimited";
  includedAgents: number;
  workspaceSeats: number;
  includedWorkspaceSeats: number;
  concurrentCalls: number;
  includedConcurrentCalls: number;
  phoneNumbers: number;
  includedPhoneNumbers: number;
  customBranding: boolean;
  miniWhitelabel: boolean;
}

export interface CalculatorResult {
  tier: TPlanTier;
  microUsdPerCredit: number;
  credits: number;
  agents: number;
  /** agents the plan allows: UNLIMITED_AGENTS_COUNT when unlimited or with custom branding */
  agentsAllowed: number;
  workspaceSeats: number;
  concurrentCalls: number;
  phoneNumbers: number;
  customBranding: number;
  miniWhitelabel: number;
  /** the sum of the lines above (cents per month) */
  monthly: number;
  yearly: number;
  /** what the pricing card shows per month */
  shownMonthly: number;
}

export function creditRange(credits: number): (typeof CREDIT_PRICE_RANGES)[number] {
  const range = CREDIT_PRICE_RANGES.find((entry) => credits <= entry.upTo);
  // the last range has no upper bound, so find() always succeeds; keep TypeScript satisfied without a cast
  return range ?? { upTo: Infinity, microUsdPerCredit: 800, tier: "agency" };
}

const beyond = (count: number, included: number, fee: number): number => Math.max(0, count - included) * fee;

export function calculatePrice(input: CalculatorInput): CalculatorResult {
  const range = creditRange(input.credits);
  const explicit = input.explicitMonthlyPrice ?? null;
  const credits = explicit ?? Math.round((input.credits * range.microUsdPerCredit) / 10_000);
  // custom branding makes agents unlimited (its fee covers them); otherwise unlimited has its flat fee
  let agents = 0;
  if (!input.customBranding) {
    agents =
      input.agents === "unlimited"
        ? CALCULATOR_FEES.unlimitedAgents
        : beyond(input.agents, input.includedAgents, CALCULATOR_FEES.extraAgent);
  }
  const lines = {
    credits,
    agents,
    workspaceSeats: beyond(input.workspaceSeats, input.includedWorkspaceSeats, CALCULATOR_FEES.workspaceSeat),
    concurrentCalls: beyond(input.concurrentCalls, input.includedConcurrentCalls, CALCULATOR_FEES.concurrentCallLine),
    phoneNumbers: beyond(input.phoneNumbers, input.includedPhoneNumbers, CALCULATOR_FEES.phoneNumber),
    customBranding: input.customBranding ? CALCULATOR_FEES.customBranding : 0,
    miniWhitelabel: input.miniWhitelabel ? CALCULATOR_FEES.miniWhitelabel : 0,
  };
  const monthly = Object.values(lines).reduce((sum, value) => sum + value, 0);
  const yearly = input.explicitYearlyPrice ?? monthly * YEARLY_MONTHS;
  const shownMonthly = explicit === null ? Math.max(0, monthly - SHOWN_PRICE_REDUCTION) : monthly;
  const agentsAllowed =
    input.customBranding || input.agents === "unlimited"
      ? UNLIMITED_AGENTS_COUNT
      : Math.max(input.agents, input.includedAgents);
  return {
    tier: range.tier,
    microUsdPerCredit: range.microUsdPerCredit,
    ...lines,
    agentsAllowed,
    monthly,
    yearly,
    shownMonthly,
  };
}
