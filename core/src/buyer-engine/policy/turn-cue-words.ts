/**
 * Word families in the salesperson's turn that the buyer's policies react to (an either-or about the couple's
 * own plans, an invitation to ask, an amount that is the buyer's own, pressure, a later meeting, how a
 * question opens), read by `options.ts`, `question-acts.ts`, `price-reaction.ts`, `pressure.ts`,
 * `joins-later.ts` and `decide-turn.ts`: each entry one alternative of its pattern.
 */

/** Asking what the couple would prefer or choose: "would you rather", "are you leaning towards". */
export const PREFERENCE_ASK_WORDS: readonly string[] = [
  'would you (?:like|prefer|rather|want)',
  'do you (?:want|prefer|like)',
  'would you',
  'should (?:we|i)',
  'shall (?:we|i)',
  "you'd (?:like|prefer|rather)",
  'are you (?:thinking|leaning|going for|after|looking at|picturing|imagining|feeling)',
];

/** Asking about the couple's own plans or facts: "is your venue", "are you", "when you say". */
export const OWN_PLANS_ASK_WORDS: readonly string[] = [
  'is your',
  'are your',
  'are you',
  'is it',
  'is that',
  'is there',
  'do you have',
  'will you be',
  'have you',
  'when you say',
  'is the (?:wedding|ceremony|reception|venue)',
];

/** An invitation to ask: "what questions do you have for me?", "fire away", "go ahead and ask". */
export const INVITE_ASK_WORDS: readonly string[] = [
  // (not "what questions do you think she'd ask me?", which asks what worries her mother)
  'what (?:other )?questions (?:do|did|have|can|would) you(?! think)',
  String.raw`what (?:are|were) (?:your|the) (?:\w+ )?questions`,
  'what (?:else )?(?:would|do|did) you (?:like to|want to|need to|wanna) (?:ask|know)',
  'what (?:did )?you (?:wanted|needed) to (?:ask|know)',
  '(?:any|your) questions for me',
  'fire away',
  'ask (?:me )?(?:away|anything)',
  'go ahead and ask',
  "(?:anything|something)(?: else)? (?:you(?: guys| two| both)?(?:'d| would)? )?" +
    '(?:wanted|want|would like|like|needed|need) to (?:ask|know)',
  // "any questions about that?": the buyer asks one of its own
  String.raw`any questions (?:about|on) (?:that|this|those|it|any of (?:that|this))\b`,
  '(?:any|other) questions before we',
  // "let me know if you have any questions", "what else can i tell you?", "anything you don't know yet?"
  String.raw`let me know if you have (?:any )?(?:other |more )?questions`,
  String.raw`what else (?:can|could|should) i (?:tell|answer|help|explain)`,
  String.raw`what else (?:do|would) you (?:want|like|need|wanna)`,
  String.raw`anything (?:else )?you (?:don'?t know yet|(?:still )?want to ask|'?d want to ask)`,
  String.raw`any (?:other |more )?questions\W*$`,
  String.raw`\bgo for it\b`,
  String.raw`what'?s on (?:the|your) list`,
  // "is there anything your mum is likely to ask that i can answer for you now?"
  String.raw`anything (?:your |her |his )?\w+ (?:is|are|might be|will be) ` +
    String.raw`(?:likely to|going to|gonna) (?:ask|want to know)`,
  String.raw`anything (?:still )?on your mind (?:about us )?that i (?:haven'?t|have not) (?:answered|covered)`,
  // "is there anything in there you were expecting that i haven't mentioned?"
  String.raw`anything (?:in there |else )?(?:you were expecting|you expected|you'?d expect) ` +
    String.raw`that i (?:haven'?t|have not|didn'?t)`,
];

/** Words just before an amount that make it the buyer's own: "your budget of", "you said", "you set". */
export const THEIR_AMOUNT_WORDS: readonly string[] = [
  // "your budget of", "your budget's like"
  String.raw`your(?:\s+(?:budget|ceiling|limit|number|cap|max)(?:'s|s)?)?(?:\s+(?:of|is|was))?` +
    String.raw`(?:\s+(?:like|about|around|roughly))?`,
  // "… family style budget around seventy five hundred and you're the one deciding" in a recap
  String.raw`(?<!\b(?:our|my|the)\s)budget(?:'s|s)?(?:\s+(?:of|is|was))?(?:\s+(?:like|about|around|roughly))?`,
  'you said',
  'you mentioned',
  "you've got",
  'you have',
  'you set',
];

/** Words that make a question a push: scarcity, a deadline, an ultimatum, "everyone books". */
export const PRESSURE_PUSH_WORDS: readonly string[] = [
  // a decision by today pushes; "the quote goes out today", "other venues right now" do not
  "(?:decide|decision|sign|book|commit|pay|lock|deposit|answer|yes|know)\\w*(?: [\\w']+){0,4} " +
    '(?:today|tonight|right now)',
  '(?:today|tonight) only',
  'now or (?:never|not|later)',
  'only good',
  "won'?t last",
  'another couple',
  'other couple',
  'someone else (?:books?|takes?|grabs?|gets?|wants?|is (?:looking|interested))',
  'going fast',
  'first call',
  'last chance',
  'expires?',
  'deadline',
  'price goes up',
  'tomorrow it',
  'lock it in',
  'gone',
  'or not',
  'give it to',
  'need an? (?:yes|answer|decision|deposit)',
  'everyone books',
  'booked solid',
  'before (?:it|someone)',
];

/** A later meeting: a day or time named, "tomorrow", "next", or "too". */
export const LATER_MEETING_WORDS: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'tomorrow',
  'next',
  'too',
  String.raw`at \d`,
  'at (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)',
];

/** How a question opens, after any filler: a question word, an auxiliary, or "tell me". */
export const ASK_OPENER_LEAD = String.raw`^(?:\W*(?:so|and|um|uh|okay|ok|well|oh|also|now|then|just|but)\W+)*`;
export const ASK_OPENER_WORDS: readonly string[] = [
  'what',
  "what's",
  'how',
  "how's",
  'who',
  "who's",
  'when',
  'where',
  'which',
  'why',
  'do',
  'does',
  'did',
  'is',
  'are',
  'can',
  'could',
  'would',
  'will',
  'have',
  'has',
  'tell me',
];

/** Words of a yes/no question that asks for a commitment ("can I put you down for …", "shall I send the invoice?"). */
export const CLOSE_WORDS = [
  'the invoice',
  'a deposit',
  'the deposit',
  'book you',
  'book it',
  'book in',
  'put you down',
  'lock it',
  'lock in',
  'reserve',
  'hold the date',
  'hold it',
  'the hold',
  'a hold',
  'hold on',
  'hold your date',
  'go ahead',
  'secure the date',
  'secure your date',
  'sign today',
  'sign the contract',
  'move forward',
  'pencil',
  'hold july',
  'hold june',
  'hold may',
  'hold april',
  'hold august',
  'hold september',
  'hold october',
  'next step',
  'shall we',
  // a visit offered ("maybe you could come see it sometime", "i can do a tour like whenever")
  'come see',
  'come and see',
  'come out and see',
  'come by',
  'do a tour',
  'book a tour',
  // "is that like a yes to booking me?", "are we good to go?"
  'a yes to',
  'good to go',
  'booking me',
  'booking us',
  'booking with',
  'book with',
];

/** How a proposal to act now opens ("shall I …", "can we …", "I'll put you down …"). */
export const CLOSE_OPENERS = [
  'shall i',
  'should i',
  'would you like me to',
  'would you be happy to',
  'are you happy to',
  'can i',
  'could i',
  'may i',
  'let me',
  'want me to',
  'would you like to',
  'ready to',
  'can we',
  'could we',
  'shall we',
  "let's",
  "i'll",
  'i will',
  'how about',
  'here is',
  "here's",
  'you could',
  'you should',
  'if you want',
  'i can do',
  'is that',
  'are we',
  'so we',
  'want to think about',
  'wanna',
  'want to',
];

/** How an offer of help opens: a yes/no question the buyer answers with a yes. */
export const OFFER_OPENERS = [
  'would it help',
  'would it be useful',
  'would it be helpful',
  'would that help',
  'would that be useful',
  'would that be helpful',
  'would you like me to',
  'do you want me to',
  'want me to',
];
