/** Search box timings and limits (spec section 9, "Search"). */

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A strong top match opens this long after the results appear. */
export const SEARCH_NAVIGATION_DELAY_MS = 300;

/** No automatic navigation within this long of a route change. */
export const SEARCH_ROUTE_CHANGE_SUPPRESSION_MS = 1000;

/** At most this many suggestions are listed. */
export const SEARCH_MAX_SUGGESTIONS = 5;

/** Results are listed only above this score. */
export const SEARCH_MIN_SCORE = 0.3;

/** Above this score a result is a "Good match". */
export const SEARCH_GOOD_SCORE = 0.6;

/** Above this score a result is a "Strong match", and a top result opens by itself. */
export const SEARCH_STRONG_SCORE = 0.8;
