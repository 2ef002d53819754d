/**
 * Stripe's test card numbers and what they do in the stand-in:
 *   4242424242424242  succeeds
 *   4000002500003155  asks for 3-D Secure on-session; off-session it fails (authentication_required)
 *   4000002760003184  the same
 *   4000000000000341  attaches, but every charge is declined (card_declined)
 *   4000000000000002  declined already when attached, and on every charge (card_declined)
 *   4000000000009995  declined with decline_code insufficient_funds
 *   4000000000009987  declined (lost_card);  4000000000009979 declined (stolen_card)
 *   4000000000000069  expired_card;  4000000000000127 incorrect_cvc;  4000000000000119 processing_error
 * Any other number that passes the Luhn check succeeds.
 */
export interface Decline {
  code: string;
  declineCode?: string;
  message: string;
}

export interface CardBehaviour {
  /** fails when attached to a customer */
  attach?: Decline;
  /** fails on every charge */
  charge?: Decline;
  /** asks for 3-D Secure on every charge */
  threeDSecure?: boolean;
}

const declined = (declineCode: string): Decline => ({
  code: "card_declined",
  declineCode,
  message: declineCode === "insufficient_funds" ? "Your card has insufficient funds." : "Your card was declined.",
});
const EXPIRED: Decline = { code: "expired_card", declineCode: "expired_card", message: "Your card has expired." };
const CVC: Decline = {
  code: "incorrect_cvc",
  declineCode: "incorrect_cvc",
  message: "Your card's security code is incorrect.",
};
const PROCESSING: Decline = {
  code: "processing_error",
  declineCode: "processing_error",
  message: "An error occurred while processing your card. Try again in a little bit.",
};

/** Off-session charge of a card that needs the customer to authenticate. */
export const AUTHENTICATION_REQUIRED: Decline = {
  code: "authentication_required",
  declineCode: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

const CARDS: Record<string, CardBehaviour> = {
  "4000002500003155": { threeDSecure: true },
  "4000002760003184": { threeDSecure: true },
  "4000000000000341": { charge: declined("generic_decline") },
  "4000000000000002": { attach: declined("generic_decline"), charge: declined("generic_decline") },
  "4000000000009995": { charge: declined("insufficient_funds") },
  "4000000000009987": { charge: declined("lost_card") },
  "4000000000009979": { charge: declined("stolen_card") },
  "4000000000000069": { attach: EXPIRED, charge: EXPIRED },
  "4000000000000127": { attach: CVC, charge: CVC },
  "4000000000000119": { charge: PROCESSING },
};

export function cardBehaviour(number: string): CardBehaviour {
  return CARDS[number] ?? {};
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

/** The card brand Stripe reports for a number. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65|64[4-9])/.test(number)) return "discover";
  if (/^35/.test(number)) return "jcb";
  if (/^3(0|6|8)/.test(number)) return "diners";
  if (/^62/.test(number)) return "unionpay";
  return "unknown";
}
