/**
 * Buyer replies that are not agreement, whatever else they say: refusals, deferrals and "send it and I'll
 * decide" (read by `next-step.ts`; a firm "Book it" beside them does not outweigh them).
 */
export const NOT_AGREEMENT = [
  'too early for that',
  'a whole other story',
  "send it or don't",
  'take that chance',
  'take our chances',
  'take my chances',
  "we'll risk it",
  "and i'll decide",
  "and we'll decide",
  'then i will decide',
  "then i'll decide",
  "i'll go through it",
  "we'll go through it",
  'not on a call',
  "i don't book",
  "we don't book",
  'not paying a deposit',
  'not today',
  'not ready to',
  'no thank you',
  'no thanks',
];

/** Replies that open with "no" and refuse nothing: "No, that's everything", "No problem". */
export const NO_BUT_FINE = [
  "no that's everything",
  "no that's all",
  "no that's it",
  'no problem',
  'no worries',
  'no rush',
  'no no that',
];
