/**
 * Asks that a question of another kind carries (the labelling guide's rulings): a demand for the booking
 * decision ("yes or no?", "are we doing this or not?") asks for it while pressing, and a name checked at the
 * start of a call ("is this Jordan?") is part of the hello, not a question.
 */

/** "yes or no?", "so yes or no on the date", "are you in or out?" */
const YES_OR_NO = /\byes or no\b|\bin or out\b/i;
/** "are we doing this or not?", "do you want the tour or not?", "are you booking or what" */
const OR_NOT = /\bor (?:not|what)[?!.\s]*$/i;
/** What an "… or not?" asks about when it demands the booking decision, not a fact ("is the date flexible or not?"). */
const DECISION_TOPIC =
  /\b(?:doing (?:this|it)|booking|book|sign|signing|going ahead|in|want (?:it|this|the \w+)|taking it|moving forward)\b/i;
const WHETHER = /\b(?:whether|if)\b/i;

/** What a "yes or no" demands when it names it: the booking, signing, the date, the deposit. */
const DECISION_ASKED = new RegExp(
  [
    'book',
    'booking',
    // "is the venue already booked?" asks a fact of theirs; "are we booked?" the decision
    String.raw`(?<!\b(?:already|(?:is|are) (?:the|your) \w+(?: \w+)?) )booked`,
    'sign(?! off)',
    'signing(?! off)',
    'go ahead',
    'going ahead',
    'doing (?:this|it)',
    'the date',
    'deposit',
    'lock (?:it|in)',
  ]
    .map((w) => String.raw`\b${w}\b`)
    .join('|'),
  'i',
);
const LEAD_WORDS = /^(?:so|well|okay|ok|come on|then|now|is it|it's|just|right)$/i;

/**
 * Whether a clause demands the booking decision itself: it asks for the commitment and presses at once. A
 * "yes or no" tagged onto an ordinary question ("will Sam be on the call, yes or no?", "does that make sense,
 * yes or no?") asks that question; it demands the decision when it stands nearly alone ("so yes or no on the
 * date?") or names the decision.
 */
export function demandsDecision(clause: string): boolean {
  if (WHETHER.test(clause)) return false;
  if (YES_OR_NO.test(clause)) {
    const rest = clause
      .replace(YES_OR_NO, ' ')
      .replace(/[^a-z' ]/gi, ' ')
      .split(/\s+/)
      .filter((w) => w && !LEAD_WORDS.test(w));
    return rest.length <= 3 || DECISION_ASKED.test(clause);
  }
  return OR_NOT.test(clause) && DECISION_TOPIC.test(clause);
}

/**
 * The clause as the classifier should read it: a "yes or no" tagged onto an ordinary question ("will Tom want
 * to see the numbers, yes or no?") only asks for a clear answer, so the question is read without it; a demand
 * for the decision keeps it.
 */
/**
 * A proposal of a step or a call for the decision ("shall I put the hold on, yes or no?", "are we doing the
 * tasting, yes or no?"): its "yes or no" demands the decision.
 */
const PROPOSES_STEP = new RegExp(
  [
    String.raw`\b(?:shall|should|can|could|may) (?:i|we)\b`,
    String.raw`\b(?:want|like) (?:me|us) to\b`,
    String.raw`\bare (?:we|you) (?:doing|in)\b`,
    String.raw`\bdo you want (?:this|that|it|the|to)\b`,
    String.raw`\bis it a yes\b`,
    String.raw`\bcommit\w*`,
    // "are you booking it?" proposes the step; "is the venue already booked?" asks a fact
    String.raw`\b(?:hold|book|booking|reserve|lock) (?:it|you|the|your|that|this|in|them)\b`,
    String.raw`\b(?:deposit|go ahead|sign(?! off))\b`,
  ].join('|'),
  'i',
);
export function withoutNeutralTag(clause: string): string {
  if (!YES_OR_NO.test(clause) || demandsDecision(clause) || PROPOSES_STEP.test(clause)) return clause;
  const rest = clause.replace(/[,\s—–-]*\b(?:yes or no|in or out)\b[?.!]*/gi, '').trim();
  return /[?]$/.test(rest) || !/\?/.test(clause) ? rest : `${rest}?`;
}

/** A name checked on a call: "is this Jordan?", "am I speaking with Jordan?", "is that Caroline". */
const IDENTITY_CHECK = new RegExp(
  String.raw`(?:^|[,.!?]\s*|\b(?:hi|hello|hey|um|uh|oh|so)\s+)` +
    String.raw`(?:is (?:this|that)|am i (?:speaking|talking) (?:to|with))\s+` +
    String.raw`(?!(?:your|the|a|an|my|our|this|that|it|ok|okay|right|correct|good|fine|free|everything|all|` +
    String.raw`true|yours|too|still|for|in|on|about|how|when|something|really|there|available|around|` +
    String.raw`sure|ready|happy|both|new|what|which|who|how|why|where|enough|worth|not|just|one|part)\b)` +
    String.raw`[a-z]+(?: [a-z]+)?(?: speaking| here)?[?.!\s]*$`,
  'i',
);

/** Whether a question clause only checks who answered the call (read as part of a greeting). */
export function checksIdentity(clause: string): boolean {
  return IDENTITY_CHECK.test(clause);
}
