/**
 * Word families the conversation reader uses to settle a clause's act (thanks, a time asked for, a meeting,
 * a step to take, a question opener), read by `read-turn.ts`, `act-rules.ts`, `clauses.ts`, `clause-acts.ts`
 * and `llm-wording.ts`: each entry one alternative of its pattern.
 */

/** A turn that ends by asking which time suits: "does thursday at seven work", "which is better for you?". */
export const TIME_ASK_WORDS: readonly string[] = [
  String.raw`(?:does|would|will|could|can|is) [^.?!]{0,40}\b(?:work|suit|be (?:better|easier|good|ok|okay))`,
  'which (?:is|would be|works|suits) (?:better|best|easier)',
  String.raw`(?:is|would) (?:earlier|later|something \w+|another \w+)(?: in the \w+)? (?:be )?better`,
];

/** What a caller is thanked for at the start of a call: "thanks for reaching out", "thank you for calling". */
export const CONTACT_WORDS: readonly string[] = [
  'reaching out',
  'calling',
  'getting in touch',
  'contacting',
  'your (?:inquiry|enquiry|message|email|call)',
];

/** Thanks said on the way out: "thanks", "cheers", "it was lovely", "great meeting you". */
export const PARTING_THANKS_WORDS: readonly string[] = [
  'thanks',
  'thank you',
  'cheers',
  'it was (?:a pleasure|lovely|great)',
  '(?:lovely|nice|great) (?:meeting|speaking|chatting|to meet)',
];

/** A meeting or call a time is for: "Tuesday at 6 or Wednesday at 7 for the call?". */
export const MEETING_WORDS: readonly string[] = [
  'call',
  'chat',
  'zoom',
  'video call',
  'facetime',
  'phone',
  'tour',
  'tasting',
  'trial',
  'fitting',
  'consultation',
  'appointment',
  'meeting',
  'meet',
  'visit',
  'viewing',
  'walk-?through',
  'come in',
  'come by',
  'pop in',
  'catch up',
];

/** What the buyer is thanked for as a call ends: "thanks for your time", "thank you for having me". */
export const THANKS_FOR_TIME_LEAD = String.raw`\b(?:thanks|thank you)(?: (?:so|very) much)?(?: again)? for `;
export const THANKS_FOR_TIME_WORDS: readonly string[] = [
  'your time',
  'the chat',
  'chatting',
  'talking',
  'the call',
  'considering us',
  'having me',
  'speaking with me',
  'coming in',
];

/** A step told to the buyer as a command, after any fillers: "just book it", "so lock it in", "go for it". */
export const STEP_COMMAND_LEAD = String.raw`^(?:(?:so|and|okay|ok|well|look|just|honestly|come on)[,\s]+)*(?:just )?`;
export const STEP_COMMAND_WORDS: readonly string[] = [
  'book',
  'sign',
  'lock',
  'grab',
  'reserve',
  'secure',
  'pay',
  'put',
  'say yes',
  'go for it',
  'do it',
];

/** An acknowledgement said before a question in speech: "that makes sense is the date set". */
export const ACK_WORDS: readonly string[] = [
  'makes sense',
  'i hear you',
  'i get that',
  'got it',
  'love that',
  'perfect',
  'great',
  'lovely',
  'amazing',
  'awesome',
];

/** Words that open the question after such an acknowledgement. */
export const ACK_QUESTION_WORDS: readonly string[] = [
  'what',
  'how',
  'is',
  'are',
  'do',
  'does',
  'did',
  'have',
  'can',
  'could',
  'would',
  'when',
  'where',
  'which',
  'so',
];

/** Words that open a clause as a question: "what", "is", "don't", "any". */
export const ASKING_OPENER_WORDS: readonly string[] = [
  'what',
  'whats',
  "what's",
  'how',
  'when',
  'where',
  'which',
  'who',
  'whose',
  'why',
  'is',
  "isn't",
  'are',
  "aren't",
  'was',
  'were',
  'do',
  'does',
  'did',
  "don't",
  'have',
  'has',
  'can',
  'could',
  'would',
  'will',
  'shall',
  'should',
  'may',
  'any',
];

/** The buyer committing: "let's book", "we'll take it", "count us in", "send us the contract". */
export const COMMIT_WORDS: readonly string[] = [
  "let'?s (?:book|do it|do this|go ahead|lock (?:it|us|that) in|sign)",
  String.raw`book (?:it|us|that)\b`,
  'sign (?:us|me) up',
  "we'?ll take it",
  "i'?ll take it",
  'count (?:us|me) in',
  '(?:put|send|pay) (?:down )?(?:the |a )?deposit',
  'hold (?:the|our) date',
  "(?:it'?s|you'?ve got) a deal",
  String.raw`we'?re in\b`,
  "you'?re hired",
  'send (?:me|us) the contract',
];
