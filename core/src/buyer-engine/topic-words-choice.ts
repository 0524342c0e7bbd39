/**
 * Word families of how a couple finds, compares, chooses and pays a vendor, read by `topic-patterns.ts`: each
 * entry one alternative of its pattern.
 */
import { anyOf } from '../analysis/word-list.ts';

/** Deal-breakers: what would make the couple say no or look elsewhere. */
export const DEALBREAKER_WORDS: readonly string[] = [
  'deal ?-?breakers?',
  'red flags?',
  'non-?starters?',
  'turn(?:s|ed)? you off',
  'put(?:s)? you off',
  'make you (?:say no|walk away|go elsewhere|pick (?:someone|somebody) else|look elsewhere|run|hesitate)',
  'say no to',
  String.raw`rule (?:\w+ )?out`,
  '(?:would|could) lose you',
  "wouldn't (?:book|hire|go with|sign)",
  'stops? you (?:from )?(?:booking|signing|going ahead)',
  "reasons? (?:not to|you wouldn't)",
];

/** Payment terms: deposits, instalments, contracts, cancellation and refunds. */
export const TERMS_WORDS: readonly string[] = [
  'payments?',
  'pay (?:in|over|upfront|up front|it all|monthly|the balance)',
  'instal?lments?',
  'deposits?',
  'retainers?',
  // "who signs off on the contract?" asks who decides, not about its terms
  String.raw`(?<!\b(?:sign(?:s|ing)?|signed) off on (?:the|a|your|our) )contracts?`,
  'terms',
  'clauses?',
  String.raw`cancel\w*`,
  'refunds?',
  'invoices?',
  'balance due',
  'down payment',
];

/** The budget: what they mean to spend, and how a figure sits with it. */
export const BUDGET_WORDS: readonly string[] = [
  String.raw`budget\w*`,
  'spend',
  'spending',
  'invest(?:ment)?',
  'price range',
  'ballpark',
  String.raw`afford\w*`,
  'set aside',
  String.raw`allocat\w*`,
  String.raw`how much (?:are|were|do|did|would) you\b`,
  "(?:figure|number|amount|sum|price|range) (?:you (?:had |have |were thinking of )?|that's )?in mind",
  // "what number are you and sam thinking for flowers?"
  String.raw`(?:what|which) (?:number|figure|amount) (?:are|were|would) you(?: (?:two|both|and \w+))? ` +
    '(?:thinking|looking|hoping)',
  'how does (?:that|this|it) (?:sit|fit|compare|square|work) with',
  'comfortable (?:spending|paying|investing)',
  'rough (?:number|figure|idea of (?:cost|price|spend))',
  // "what are you working with for the food and the bar?", "in dollars roughly?"
  'what (?:are|were) you working with',
  'in dollars',
];

/** The decision timeline: by when they need to book or decide. */
export const TIMELINE_WORDS: readonly string[] = [
  'timeline',
  'time ?frame',
  'deadline',
  'how soon',
  'by when',
  'when (?:do|would|are|will) you (?:need|want|hope|hoping|looking|plan|planning|like|decide|' +
    String.raw`know|book)\w*(?: to (?:book|decide|have|sign|lock|make|choose))?`,
  'decide by',
  'book by',
  'when are you (?:deciding|booking)',
  'ready to (?:book|decide|commit|sign|make (?:a|the|your) (?:decision|call|choice)|lock)',
  "when (?:do you think )?(?:you'll|you will|will you|would you|you'd) (?:be ready|decide|know|" +
    'book|sign|make (?:a|the|your) (?:decision|call|choice))',
];

/** Who decides: the people involved in the decision and who has the final say. */
export const DECISION_WORDS: readonly string[] = [
  'who else',
  String.raw`(?<!\b(?:in|when|while) )decid\w*`,
  'decision',
  'involved',
  'sign(?:s|ing)? off',
  String.raw`who(?:'s| is)? (?:signs|signing)`,
  '(?:the one|just you|you alone) (?:signing|deciding)',
  '(?:has|have|needs?) to (?:say yes|sign|approve|okay it|ok it|see it first)',
  'someone else who',
  'final (?:say|call|word)',
  'last word',
  'have a say',
  'chip(?:ping)? in',
  'parents?',
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'paying',
  'weigh in',
  'run it by',
  "fianc[eé]e?'s opinion",
  'partner (?:think|feel|want)',
];

/** Priorities: what matters most to the couple, their must-haves. */
export const PRIORITY_WORDS: readonly string[] = [
  'important',
  String.raw`priorit\w*`,
  'matters? (?:most|to you)',
  'must[- ]haves?',
  'non-negotiable',
  'most excited',
  "can't (?:live|do) without",
  'looking for in a',
  'top of (?:your|the) list',
  'make (?:it|the day) (?:perfect|special)',
  'mean the most',
  'means the most',
  'one thing',
  'above all',
  'if nothing else',
  '(?:biggest|number one|main) (?:thing|priority)',
  'care (?:about )?most',
];

/** Every vendor word a couple may hear, singular stem (plural and possessive allowed after it). */
const VENDOR_WORDS: readonly string[] = [
  'photographer',
  'videographer',
  'venue',
  'florist',
  'planner',
  'coordinator',
  'caterer',
  'baker',
  'bakery',
  'bakeries',
  'dj',
  'band',
  'vendor',
  'company',
  'companies',
  'studio',
  'shop',
  'boutique',
  'salon',
  'artist',
  'stylist',
  'team',
  'place',
  'option',
  'quote',
  'supplier',
];
const VENDOR = `${anyOf(VENDOR_WORDS)}s?`;

/** Looking back at the vendors they have already met: "the others", "the last vendor", "your other calls". */
const MET_WORDS: readonly string[] = [
  'ones?',
  'people',
  'guys',
  'consultations?',
  'meetings?',
  'calls?',
  'appointments?',
  'tours?',
  'visits?',
  'trials?',
  'tastings?',
  'talks?',
];
const BEFORE = '(?:other|last|previous|earlier)';
/** "you two", "you both", "you guys" after a question's "you". */
const TWO = '(?:two |both |guys |all )?';
const MET = MET_WORDS.join('|');
/** The others they met: "the others", "your last photographer", "those other calls". */
const OTHERS = String.raw`(?:the |your |those |that )?(?:others\b|${BEFORE}(?: \w+)?? (?:${VENDOR}|${MET})\b)`;

/** How they found the vendor: "where did you hear about us?", "who referred you?", "why us?". */
export const SOURCE_WORDS: readonly string[] = [
  String.raw`\b(?:hear(?:d|ing)?|find(?:ing)?|found|com(?:e|ing) across|came across|discover(?:ed|ing)?|` +
    'stumbl(?:e|ed|ing) (?:on|upon|across)|learn(?:ed|t|ing)? about|spot(?:ted|ting)?|see|saw|' +
    String.raw`seen|seeing) (?:about |of )?(?:us|me|our (?:\w+ )?(?:work|page|studio|shop|site|website|` +
    String.raw`team|company|business|account|profile|feed|instagram))\b(?! (?:ok(?:ay)?|alright|all right|` +
    'fine|easily|without|on the map))',
  String.raw`\breferr\w*`,
  String.raw`\brecommended (?:us|me)\b`,
  String.raw`\b(?:sen[dt]|brought|led|pointed|steered) you (?:to us|to me|our way|my way|here|in our direction)`,
  // "what made you choose us?" is how they found the vendor; "what made you choose that venue?" is not
  String.raw`\bmade you (?:reach out|get in touch|contact|call|think of|come to)`,
  String.raw`\bmade you (?:choose|pick|want to|decide)\b.{0,20}\b(?:us|me|our)\b`,
  String.raw`\bwhy (?:us|me)\b`,
  String.raw`\bwhy (?:did|would|do) you (?:pick|choose|call|contact|reach|come|get in touch|think|want|` +
    String.raw`go)\w*\b.{0,20}\b(?:us|me)\b`,
  String.raw`\bdrew you\b`,
  String.raw`\bcaught your (?:eye|attention)`,
  String.raw`\bhow did you ${TWO}(?:end up|land|get) (?:with|on|here|to us|talking to us)`,
  String.raw`\bwhere did you ${TWO}(?:see|find|hear|come across|discover|spot)`,
  String.raw`\b(?:on|via|through|from) (?:instagram|tiktok|google|facebook|the knot|yelp)\b`,
  String.raw`\bword of mouth\b`,
];

/** What they made of the vendors they already met: "what did you think of the others?". */
export const OTHERS_VIEW_WORDS: readonly string[] = [
  String.raw`\b(?:think|thought|feel|felt|opinion|impression|verdict|make|made) (?:of|about) ${OTHERS}`,
  String.raw`\bhow (?:did|was|were|have|has) ${OTHERS}\b`,
  String.raw`\b(?:like|dislike|love|hate|enjoy)d?\b.{0,25}\babout ${OTHERS}`,
  String.raw`\b(?:did|do|does|have) ${OTHERS}\b.{0,30}\b(?:offer|include|say|quote|give|do|provide|suggest|show)`,
  String.raw`\bwhat did (?:they|the others?) (?:offer|say|quote|include|suggest)`,
  String.raw`\bwhat did you (?:think|reckon|make) (?:of|about) (?:them|those|any of them|the rest)\b`,
  String.raw`\breckon\b.{0,10}\b(?:of|about) ${OTHERS}`,
  String.raw`\b(?:did|have) you (?:had|have|do|done|try|tried|book|booked|go|` +
    String.raw`gone)\b.{0,25}\bwith (?:another|the other|other|a different)\b`,
];

/** Comparing: the other vendors they are looking at, a shortlist, shopping around. */
export const COMPARISON_WORDS: readonly string[] = [
  String.raw`\b(?:other|another) (?:\w+ )?${VENDOR}\b`,
  // "how does that compare with your budget?" is about the budget
  String.raw`\bcompar\w*\b(?! (?:with|to) (?:your |the |what you(?:'d| had|` +
    String.raw` were)? )(?:\w+ ){0,3}?(?:budget|figure|number|had in mind|expect\w*|comfortable|spend\w*|` +
    String.raw`allocat\w*))`,
  String.raw`\bshopping around`,
  // "what are the other two quoting you?", "what did the others quote?"
  String.raw`\b(?:the )?others?(?: (?:two|three|ones|guys))? (?:quot\w*|charg\w*|offer\w*|includ\w*)`,
  String.raw`\bwho else (?:are|have|did) you(?: been)? (?:talking|chatting|speaking|meeting|looking|` +
    'seeing|considering|talked|chatted|spoken|met|seen)',
  String.raw`\bwho else are you`,
  String.raw`\banyone else (?:you(?:'re| are)|in the running|on your)`,
  String.raw`\b(?:anywhere|somewhere) else\b`,
  String.raw`\belsewhere\b`,
  String.raw`\bspreadsheet`,
  String.raw`\bshort ?list\w*`,
  String.raw`\bconsidering (?:other|anyone|any other|a few|several)`,
  String.raw`\b(?:looked at|spoken to|talking to|talked to|met with|meeting with|speaking (?:to|` +
    'with)) (?:anyone|any other|others|a few|several)',
];
