/**
 * Word families for what the buyer just said in a wedding consultation: objections (price, a stall, a
 * competitor, someone else deciding), a worry, a vague vision, a buying signal, a direct question, the date.
 * Read on spoken text too: no punctuation, no apostrophes ("thats", "werent"), fillers.
 */
import { isQuestionSentence } from '../analysis/questions.ts';
import { splitSentences } from '../analysis/text-utils.ts';
import { normaliseSpoken, opensLikeQuestion } from '../buyer-engine/spoken-text.ts';

export type BuyerSignal =
  | 'decision-maker'
  | 'competition'
  | 'price'
  | 'stall'
  | 'booking'
  | 'date'
  | 'price-question'
  | 'question'
  | 'worry'
  | 'vision'
  | 'positive'
  | 'goodbye';

/** Spoken contractions typed without the apostrophe, restored so one family covers both. */
const NO_APOSTROPHE: Array<[RegExp, string]> = [
  [/\b(that|what|it|there|he|she|who|where)s\b/g, "$1's"],
  [/\b(do|does|did|is|are|was|were|wo|ca|could|would|should|have|has|had)nt\b/g, "$1n't"],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\b(we|you|they)re\b/g, "$1're"],
  [/\b(i|we|you|they)ll\b/g, "$1'll"],
  [/\b(i|we|you|they)d\b/g, "$1'd"],
];

/** Lower case, straight apostrophes, fillers dropped, missing apostrophes restored. */
export function normaliseBuyerText(text: string): string {
  let t = normaliseSpoken(text.replace(/[‘’]/g, "'")).toLowerCase();
  for (const [re, to] of NO_APOSTROPHE) t = t.replace(re, to);
  // a hedge, not agreement: "not messy if that makes sense"
  return t.replace(/\b(?:if|does) that makes? sense\b/g, ' ').replace(/\byou know\b/g, ' ');
}

/** Money named in the message or just quoted by the salesperson. */
const MONEY =
  /[$£€]\s?\d|\b(?:\d{3,}|\d{1,3},\d{3}|\d+k|grand|thousand|hundred|per (?:head|guest|person|couple)|a (?:head|guest)|price|cost|costs|budget|paid|pay|spend|money|quote[ds]?|fee|rate|deposit)\b/;

const PRICE_STRONG =
  /\b(?:(?:too|so|very|really|quite|a bit|bit|pretty) (?:expensive|pricey|steep|dear|much)|expensive|pricey|out of (?:our|my|the) (?:range|budget|price range|league)|over (?:our|my|the) budget|over budget|(?:can't|cannot|couldn't) afford|afford (?:that|it|this)|cheaper|any discount|wiggle room|(?:budget|money)(?:'s| is) (?:tight|limited)|tight budget|on a (?:tight )?budget|blow(?:s|ing)? (?:the|our) budget)\b/;
const PRICE_WEAK =
  /\b(?:more than (?:we|i|my|our|what|his|her)|(?:a )?lot more|that's a lot|it's a lot|a lot of money|(?:wasn't|weren't|not) expecting|hoping (?:to keep|for|to spend|it'd be|it would be)\b.{0,30}\b(?:under|below|less|around|closer)|over what (?:we|i)|set aside|flexib\w+|eating (?:the|our|into)|stretch|steep|more than (?:my|our) (?:sister|brother|friends?|cousins?)|paid for (?:hers|his|theirs|ours)|(?:half|twice|double) (?:that|the price|what|as much)|at (?:hers|his|theirs) (?:and|it|was))\b/;

const STALL =
  /\b(?:think (?:about it|it over|on it|about things)|have a (?:little |bit of a |quick )?think|mull (?:it |things )?over|sleep on it|sit with (?:it|this|that)|dream on it|get back to you|let you know|be in touch|(?:need|want) (?:some |a bit of |a little |more )?time|not ready|(?:don't|do not) want to rush|rush into|hold off|(?:send|email) (?:me|us) (?:the |a |your |some )?(?:brochure|info|information|details|pricing|price list|something|stuff)|(?:look at|look over|go through|read) (?:it|that|them|everything) (?:over|at|this|on|later|tonight|tomorrow)|circle back|keep you posted|not sure (?:yet|we're ready|if we're ready)|still (?:deciding|early)|early days|just (?:browsing|looking around|gathering))\b/;

const DECIDER =
  /\b(?:my|our|his|her|the) (?:mum|mom|mother|dad|father|parents|folks|fianc[eé]e?|partner|husband|wife|other half|in-laws|family|nan|nana|gran|granny|grandma|grandad|grandpa|grandparents|aunt|auntie|uncle|stepdad|stepmum|stepmom)(?!\w)|\b(?:his|her|my|our) (?:mum and dad|mom and dad)\b/;
const DECIDING =
  /\b(?:opinions?|thinks|says|wants|feels|reckons|insists|final say|a say|decide\w*|decision|paying|pays|pay for|handles?|in charge|run (?:it|this) by|check with|talk (?:to|with)|ask (?:him|her|them)|not (?:here|on (?:this|the) call)|isn't (?:here|on)|approve|agree|sign\w*|money|numbers|budget|go through|show (?:him|her|them)|needs? to see|happy with)\b|\bwe decide together\b/;

const COMPETITION =
  /\b(?:other|another|a few more|few more|couple (?:of )?(?:other|more)|few other|some other) (?:photographers?|venues?|places|florists?|planners?|caterers?|djs?|bands?|vendors?|suppliers?|quotes?|options|people|companies|makeup artists?|artists?|ones|teams)\b|\b(?:quoted us|their quote|shopping around|comparing|compare|someone else|the other (?:one|guy|place|company|photographer|venue)|(?:she|he|they)(?:'d| would) do (?:it|the|full|everything)|used one|going with|also (?:talking|speaking|looking) (?:to|at)|still (?:talking|speaking) to|spreadsheet)\b/;

const WORRY =
  /\b(?:worr\w*|scared|afraid|terrified|nervous|anxious|stress\w*|panic\w*|dread\w*|fears?|freak\w* out|concern\w*|awful|terrible|nightmares?|disasters?|melt\w*|ruin\w*|went wrong|go(?:es)? wrong|mixed up|messed up|let (?:us|me) down|burn(?:ed|t)|bad experience|stiff|awkward|passed away|died|something's missing|cry(?:ing)?|upset|sensitive skin|break(?:ing)? out|allerg\w*|what if|fail\w*|rain(?:s|ing)?|overwhelm\w*)\b/;

const VISION =
  /\b(?:kind of|kinda|sort of|something like|vibe|feels? like us|not (?:really )?sure (?:what|which|how)|don't know|i dunno|no idea|not (?:a |your )?typical|not (?:too )?(?:cheesy|traditional|stuffy|formal|boring|posed|messy)|boho|rustic|romantic|whimsical|elegant|timeless|classic|modern|natural|relaxed|laid back|pinterest|mood ?board|just want (?:it|things|everything) (?:to|pretty|nice|simple|beautiful|fun|elegant)|(?:haven't|have not|not) (?:really )?decided|undecided|maybe \w+ or \w+|look back and feel|good music|magical|dreamy|effortless|intimate)\b/;

const BOOKING =
  /\b(?:how (?:do|can) (?:we|i) (?:book|secure|lock|reserve|go ahead|get started|sign)|what do you need (?:from (?:me|us) )?to (?:book|secure|lock|go ahead|get started)|(?:can|could) (?:we|i) (?:book|lock|secure|reserve|pencil)|booked|pencil(?:led)? (?:in|us)|lock (?:it|this|that|the date|us) in|let's (?:do it|book|go ahead|lock)|where do (?:i|we) sign|sign us up|deposit|(?:send|email|forward) (?:me |us )?(?:over )?(?:the |a |your )?(?:contract|booking form|invoice|deposit link)|(?:i'll|we'll|happy to|ready to) sign|ready to (?:book|go ahead|sign|commit)|(?:we|i)(?:'d| would) (?:like|love) to (?:book|go ahead)|want to (?:book|go ahead|lock))\b/;

const POSITIVE =
  /\b(?:love (?:that|it|this|the idea|that idea|you)|we love|exactly what (?:i|we)|(?:totally|so|very|really) us|that's us|perfect|sounds (?:great|good|perfect|lovely|amazing|ideal)|amazing|can (?:already )?see (?:us|it|myself)|(?:i'm|we're) sold|that works|makes sense)\b/;

const DATE =
  /\b(?:(?:is|are) (?:the|that|our|your) (?:date|day|\w+ \d+\w*) (?:still )?(?:free|available|open)|(?:still|you) (?:free|available|open) (?:on|for)|availability|still available|already booked|double[- ]book\w*|hold (?:it|the date|that date))\b/;

const PRICE_ASK =
  /\b(?:how much|what (?:does|do|would|will) (?:it|that|this|they) cost|price|pricing|rates?|cost)\b/;

const GOODBYE =
  /\b(?:thanks?(?: you)? (?:so much |very much )?for (?:your time|the info|all the info|the information|the call|chatting|everything|having us)|(?:got|have|need) to (?:go|run|jump|dash|head off|hop)(?! (?:through|over|for|with|to|and|back|ahead|see|it|this|that|by|on)\b)|another call|talk (?:soon|later)|speak soon|bye|i'll let you go)\b/;

/**
 * The buyer asked the salesperson something: a clause that opens like a question (marked or not), or a
 * question mark on a sentence about them; an unsure idea said with a rising tone ("maybe blush or peach?")
 * is not a question to answer.
 */
export function asksQuestion(text: string): boolean {
  const t = normaliseBuyerText(text);
  return splitSentences(t).some((s) => {
    const clauses = s.replace(/\?+\s*$/, '').split(/,\s*/);
    const opens = clauses.some((c) => isQuestionSentence(c, false) || opensLikeQuestion(c));
    return opens || (/\?\s*$/.test(s) && /\b(?:you|your|yours)\b/.test(s));
  });
}

/** What the buyer's latest message signals, strongest first within each family. */
export function readBuyerSignals(buyerText: string, sellerBefore = ''): Set<BuyerSignal> {
  const t = normaliseBuyerText(buyerText);
  const out = new Set<BuyerSignal>();
  const money = MONEY.test(t) || MONEY.test(normaliseBuyerText(sellerBefore));
  if (DECIDER.test(t) && DECIDING.test(t)) out.add('decision-maker');
  if (COMPETITION.test(t)) out.add('competition');
  if (PRICE_STRONG.test(t) || (money && PRICE_WEAK.test(t))) out.add('price');
  if (STALL.test(t)) out.add('stall');
  if (BOOKING.test(t)) out.add('booking');
  if (DATE.test(t)) out.add('date');
  if (asksQuestion(buyerText)) out.add(PRICE_ASK.test(t) ? 'price-question' : 'question');
  if (WORRY.test(t)) out.add('worry');
  if (VISION.test(t)) out.add('vision');
  if (POSITIVE.test(t)) out.add('positive');
  if (GOODBYE.test(t)) out.add('goodbye');
  return out;
}

/** A goodbye in any of the messages ("Thanks for your time!", "I've got to jump on another call"). */
export function saysGoodbye(text: string): boolean {
  return GOODBYE.test(normaliseBuyerText(text));
}
