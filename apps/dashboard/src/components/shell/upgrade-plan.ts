/** Spec: Upgrade Plan shows without a subscription when the account is older than 7 days or has under 500 credits. */
export const UPGRADE_ACCOUNT_AGE_SECONDS = 604_800;
export const UPGRADE_CREDIT_THRESHOLD = 500;

export function shouldShowUpgrade(options: {
  hasSubscription: boolean;
  joinedAt: Date;
  credits: number;
  now?: Date;
}): boolean {
  if (options.hasSubscription) return false;
  const ageSeconds = ((options.now ?? new Date()).getTime() - options.joinedAt.getTime()) / 1000;
  return ageSeconds > UPGRADE_ACCOUNT_AGE_SECONDS || options.credits < UPGRADE_CREDIT_THRESHOLD;
}
