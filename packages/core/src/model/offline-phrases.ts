/**
 * The phrases the built-in offline answerer recognises without a model: greetings (with a few
 * words around them) and requests to talk to a person. Both are matched on the message lowered,
 * with its punctuation and emoji dropped (apostrophes kept) and its spaces collapsed.
 */

/** The message as the patterns read it: "Hi there! 👋" -> "hi there". */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const GREETING_WORD =
  "(?:hi+|hello+|hey+|heya|hiya|howdy|hallo|hola|bonjour|salut|ciao|yo|greetings|good (?:morning|afternoon|evening|day))";
const GREETING_FILLER = "(?:there|all|everyone|everybody|folks|guys|team|friend|friends|bot|again|you)";
const SMALL_TALK =
  "(?:how are you(?: doing)?(?: today)?|how are things|how's it going|how is it going|how do you do|what's up|whats up|nice to meet you|hope you're well|hope you are well)";
const GREETING = new RegExp(
  `^(?:${GREETING_WORD}(?: ${GREETING_WORD})*(?: ${GREETING_FILLER}){0,2}(?: ${SMALL_TALK})?|${SMALL_TALK})$`,
);

/**
 * Whether the message is only a greeting ("Hello there", "hey there, how are you", "good
 * morning"); a greeting followed by a question ("hi, where is my order?") is not.
 */
export function isGreeting(text: string): boolean {
  return GREETING.test(normalizePhrase(text));
}

/** Whether the message only thanks ("thanks a lot", "thank you!"). */
export function isThanks(text: string): boolean {
  return /^(?:thanks|thank you|thank u|thx|ty|cheers|many thanks)\b/.test(normalizePhrase(text));
}

/** Who a visitor may ask for: a person, someone of the team. */
const QUALIFIER = "(?:(?:real|live|actual|human|support|customer service|customer support|service) )*";
const PERSON = `(?:(?:a|an|the|some|one of (?:the|your)|your) )?${QUALIFIER}(?:person|people|humans?(?: being)?(?! resources)|agent|representative|rep|operator|manager|supervisor|staff(?: member)?|team member|somebody|someone|member of (?:the |your )?(?:team|staff)|customer (?:service|support)|support team|(?:the|your) team)`;
/** The same, said plainly enough for "I want ..." / "I need ..." (not "I need someone to ...", "I need an agent"). */
const PLAIN_PERSON =
  "(?:(?:a|an|the|some) )?(?:humans?(?: being)?(?! resources)|(?:real|live|actual) (?:person|people|humans?|agent)|human (?:agent|support|help|assistance)|representative|operator|(?:support|customer service|customer support) (?:agent|rep|representative|team))";

const REQUESTS: readonly RegExp[] = [
  // talk to a person, speak with someone, connect me to an agent, put me through to a human
  new RegExp(
    `\\b(?:talk|speak|chat|connect|transfer|switch|escalate|pass|hand|put|send|redirect|forward)(?: (?:me|us|this|it|this chat|my (?:chat|case|question)|over|directly|right now|now|through|back))* (?:to|with|over to|through to) ${PERSON}\\b`,
  ),
  // I want a human, get me a real person, can I have a representative
  new RegExp(
    `\\b(?:want|need|get|give|have|like|request|requesting|prefer|ask for|asking for|looking for|bring)(?: (?:me|us))? ${PLAIN_PERSON}\\b`,
  ),
  // is there someone I can talk to, anyone I could speak with
  new RegExp(
    `\\b(?:someone|somebody|anyone|anybody|${PLAIN_PERSON}|a person)\\b(?: [\\w']+){0,3} (?:talk|speak|chat) (?:to|with)\\b`,
  ),
  // is there a human, are there any real people here
  /^(?:is there|are there|got) (?:a|an|any) (?:real |live |actual )?(?:person|people|humans?|agent|representative)\b/,
  // the whole message: "human", "agent please", "real person!", "talk to human"
  new RegExp(
    `^(?:(?:please|hi|hello|hey|ok|okay) )*(?:(?:i want|i need|can i have|can i get|give me|get me) )?${PERSON}(?: (?:please|now|right now|asap|thanks|thank you))*$`,
  ),
];

/** "I don't want to talk to a person", "no need for a human" (but not "not sure, can I talk to someone"). */
const NEGATED =
  /\b(?:don't|dont|do not|doesn't|does not|never|no need(?: to| for)?|not)(?: (?:really|want|need|wish|have|going|gonna|wanna|to|a|an|any|the|real|live|actual))* (?:talk|speak|chat|connect|transfer|person|people|humans?|agent|representative|operator|someone|somebody)\b/;

/**
 * Whether the visitor asks to talk to a person ("talk to a person", "human", "I want a real
 * person", "speak to someone", "connect me to an agent", ...). Questions about the assistant ("are
 * you a human?") and refusals ("I don't need a human") are not requests.
 */
export function asksForPerson(text: string): boolean {
  const phrase = normalizePhrase(text);
  if (phrase === "" || NEGATED.test(phrase)) return false;
  return REQUESTS.some((pattern) => pattern.test(phrase));
}
