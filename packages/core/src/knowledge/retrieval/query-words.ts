/**
 * The words of a visitor's question that can match knowledge: lower-cased letters and digits, without
 * the words every question has ("how", "do", "you", "much", "tell"...). PostgreSQL's english
 * configuration drops its own stop words on top of these; what is left is matched word by word, so
 * a paraphrase that shares some of the words still matches partly.
 */
const QUESTION_WORDS = new Set(
  (
    "a about after again all also am an and any anything are as at be been before being but by can could did do does " +
    "doing for from get got had has have having he her here hers him his how i if in into is it its just know let me " +
    "more most much my need no not now of off on once only or other our ours out over own please really same she " +
    "should so some such tell than that the their theirs them then there these they this those through to too " +
    "under until up very want was we were what when where which while who whom why will with would you your " +
    "yours hi hello hey thanks thank ok okay many way something someone there's what's i'm"
  ).split(" "),
);

/** At most this many words of a question are searched (a pasted essay is not a question). */
export const MAX_QUERY_WORDS = 12;

export function queryWords(question: string): string[] {
  const seen = new Set<string>();
  for (const word of question.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
    if (word.length < 2 || QUESTION_WORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    if (seen.size >= MAX_QUERY_WORDS) break;
  }
  return [...seen];
}
