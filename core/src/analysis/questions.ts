/**
 * Question detection (sentences ending in "?" plus clear indirect questions such as "Tell me about…") and
 * classification into problemFinding / criteriaFinding / clarifying / other.
 */
import { isSpokenTurn, spokenQuestion } from './spoken-questions.ts';
import { splitSentences, tokenizeWords } from './text-utils.ts';
import type { DetectedQuestion, QuestionType, Utterance } from './types.ts';

const INDIRECT =
  /^(?:(?:so|and|okay|ok|well|great|now|first|alright|all right)[,.!]?\s+)*(?:tell me (?:about|more|a (?:bit|little)|what|how|why|who|where|when)|walk me through|talk me through|take me through|describe|help me understand|paint (?:me )?a picture|give me a sense|fill me in|share (?:with me )?(?:what|how|a bit)|i(?:'d| would) love to (?:hear|know|understand|learn) (?:about|what|how|more|why|who|where|when|if|whether)|i(?:'m| am) curious (?:about|what|how|why|who|whether|if)|i was wondering (?:what|how|if|whether|who|when)|i(?:'d| would) like to (?:hear|know|understand) (?:about|what|how|more)|let me ask (?:you )?(?:about|what|how))\b/i;
const WH_START =
  /^(?:what|how|why|when|where|who|which|do|does|did|are|is|was|were|have|has|can|could|would|will|should|shall)\b/i;

const SMALL_TALK =
  /^(?:(?:hi|hello|hey|great|so|and|oh|well)[,!.]?\s+)*(?:how are (?:you|things)(?: (?:both|two|guys|all))?(?: (?:doing|today|doing today))?\??$)|\b(?:how did you (?:two |both |guys )?meet|how did (?:he|she|they) propose|how was the proposal|how(?:'s| is| was) (?:your|the) (?:day|week|weekend|morning|drive|trip)|how have you been|can you hear me|did you find (?:us|the|parking)|are you (?:there|still there)|how(?:'s| is) (?:everything|it going)|is (?:now|this|it) (?:still )?(?:a )?(?:good|ok|okay|bad|convenient) time|(?:do you have|have you got|you got|got) (?:a (?:few|couple|quick|minute|moment|sec)|an? (?:minute|moment|second|sec)|(?:a )?(?:two|five|ten|fifteen|twenty|\d+) (?:minutes|mins)|(?:two|five|ten|fifteen|twenty|\d+)(?: \w+)? (?:minutes|mins))|how (?:you|the two of you) (?:two |both |guys )?met|anyone else joining|is this \w+\??$|am i speaking (?:with|to)|who am i speaking|how (?:can|may|could) i help|what can i (?:do|help) (?:for|with) you|(?:can|could|may) i (?:take|get|have|grab|confirm) (?:your|the) (?:name|full name|details|account|postcode|zip|email|number|phone|date of birth)|(?:account|order|reference|ticket|customer) (?:number|id)\??$|what(?:'s| is) (?:your|the) (?:account|order|reference|ticket|phone) number)\b/i;
const CLOSING =
  /\b(?:(?:does|would|will|could|can) [^?]{1,80}\b(?:work|suit)(?: for| with)?\b|which (?:do you|would you|one do you) prefer|which (?:would|works|suits|is better for) (?:you|both)|which (?:would|will|one would) (?:suit|work)|would you (?:both |all |two )?(?:like|want|be able) to (?:come|visit|see|meet|join|pop|stop)|would you and (?:your|\w+) (?:\w+ )?like to|(?:could|can|would|will) (?:[\w']+ ){1,4}?(?:both |all )?(?:come (?:along|in|over|by|down|with)|make it|join (?:us|me|in))|do you want to do that|can i (?:call|ring|text|email|message) you|why don't (?:we|you|i)|how about (?:we|i|you)\b|something you(?:'d| would) be interested in|are you interested|would it help (?:if|to)|shall (?:i|we)|(?:can|could) you send (?:me|us|over)|(?:can|could|may) i (?:come|pop|stop|drop) (?:in|by|over|round)|(?:can|could|shall) we (?:meet|book|schedule|set|lock|get (?:you|it|that) (?:booked|in))|do you want me to|should i (?:send|hold|pencil|book|go ahead|email)|can i (?:send|hold|pencil|book|go ahead|email|put)|would you like (?:me to|to (?:book|go ahead|lock|secure|reserve|move forward|sign|schedule|come|set up))|want me to|do you want to (?:book|go ahead|lock|secure|reserve|move forward|sign|schedule)|are you (?:free|available)|what time works|which (?:day|time) works|ready to (?:book|move|go|sign|lock)|any (?:other|more) questions|anything else|any questions|sound good|is that okay|are we good|fair enough|make sense|does that help)\b/i;
const RHETORICAL =
  /(?:,\s*(?:right|isn't it|aren't they|don't you think|you know|wouldn't you|correct|no)\?$|^(?:right|you know|isn't (?:it|that) (?:great|amazing|lovely|beautiful|gorgeous|the best))\b|^(?:who doesn't|wouldn't (?:it|that) be|isn't that (?:just )?(?:what|the))\b)/i;
const PERMISSION =
  /^(?:(?:do you mind if|is it (?:okay|ok|alright) if|would it be (?:okay|ok|alright) if|mind if|may i|can i) (?:i )?(?:ask|share|tell|walk|show|jump|go over|run through|quickly))\b/i;
/** asking permission to ask questions, anywhere in the sentence: "So I quote right, can I ask a few questions?" */
const ASK_TO_ASK =
  /\b(?:can|could|may) i ask (?:you )?(?:a (?:few|couple|quick)|some|one|two|three|a question|first)|(?:do you mind|is it (?:okay|ok|alright)) if i ask\b/i;
/** a date question ("When were you hoping to get married?", "When is the event?") is about criteria */
const WHEN_DATE =
  /^(?:(?:and|so|okay|great)[,]?\s+)*when (?:is|are|were|was|would|will|do|did) (?:you|your|the)\b(?!.*\b(?:start|begin|happen|notice)\w*)/i;
/** an either/or check of a detail ("Is it plugged in, or on an extension?") */
const EITHER_OR =
  /,? or (?:is |are |was |do |does |did )?(?:it|they|that|this|the|an?|just)\b|\bor (?:\w+ ){0,3}\w+\?$/i;
const CLARIFY =
  /\b(?:(?:did|does|do|was|is|would) (?:that|their|the other|that other|this other) (?:\w+ )?(?:include|includes|cover|covers|come with)|what did (?:the other|that|their|this other) (?:quote|one|offer|package|photographer|venue|florist|company) (?:include|cover|say)|whether (?:that|their|the other) (?:quote|offer|price|package)|what (?!you\b|would\b|do you\b)(?:\w+ ){1,4}(?:included|covered)|when you say|what do you mean|what did you mean|did you mean|do you mean|you mean|so you(?:'re| are) saying|so what you(?:'re| are) saying|just to (?:confirm|clarify|make sure|check)|to clarify|is that right|did i (?:get|hear) that right|(?:have|did) i got? (?:that|it|everything|all that) right|if i heard you|you mentioned|you said|you(?:'d| had) said|how so|in what way|can you (?:say|tell me) more|could you (?:say|tell me) more|tell me more|say more about|can you expand|could you expand|elaborate|can you give me an example|what does that look like|what would that look like|what makes you say|what exactly do you mean|meaning what|how does (?:that|it|this) (?:work|happen|look)|how often does (?:that|it|this) happen|^(?:and |so )?(?:when|how long ago) did (?:it|that|this|they|the \w+) (?:start|begin|happen|first)|^(?:and |so )?how long has (?:it|that|this) been|^when (?:it|that|this|they) (?!comes? to)\w+)\b/i;
const PROBLEM =
  /\b(?:worr(?:y|ied|ies|ying)|concern(?:s|ed)?|nervous|stress(?:ed|ful|ing)?|anxious|afraid|fear|scar(?:ed|y)|problems?|challeng(?:e|es|ing)|issues?|frustrat\w*|difficult|struggl\w*|go(?:es|ne|ing)? wrong|went wrong|not working|isn't working|bad experience|disappoint\w*|regret|keep(?:s|ing)? you up|pain|mistakes?|avoid|hesitat\w*|overwhelm\w*|hurdles?|headaches?|goals?|hoping to (?:achieve|feel|get out of)|hope to feel|what(?:'s| is) (?:driving|behind)|what (?:made|prompted|brought) you|why (?:now|did you|are you|is that|does that)|what happens if|dread|unhappy|let down|burned|burnt|what would make (?:this|it|the day|the weekend|the difference|you (?:feel|say|happy|choose|sure|confident|comfortable))|how(?:'s| is| has) (?:the |your )?planning (?:going|been)|what drew you|how did you (?:\w+ ){0,3}(?:decide on|choose|pick|settle on)|went well|feel(?:ing)? about|how do you feel|hoping for|hope for|what (?:are|were) you hoping|success look|feel like a success|want (?:to|your guests to) feel|vision|imagin\w*|picture (?:the|your)|dream|most excited|excit\w*|matter(?:s)? to you emotionally|what would (?:it|that) mean|break(?:s|ing)?|broken|fail(?:s|ing|ed|ures?)?|caus(?:e|es|ed|ing)|root cause|getting in the way|in (?:the|your) way|holding (?:you|it|them|things|the \w+) back|slow(?:s|ing)? (?:you|it|things|them|the \w+) down|bottlenecks?|stuck|fall(?:ing|s)? (?:through|apart|behind)|keep(?:s|ing)? (?:you|them) (?:up|awake)|(?:worst|hardest|toughest|trickiest|most (?:painful|frustrating|annoying|stressful)) (?:part|thing|bit)|pain ?points?|biggest (?:pain|challenge|problem|issue|headache|risk|obstacle|frustration|worry|fear|blocker)|costing you|cost(?:s)? (?:you|the business|the team|the company)|what did (?:that|it|this) cost|impact|affect(?:s|ed|ing)?|what(?:'s| is) at stake|what happens (?:if|when)|what would happen|what(?:'s| is| isn't| is not) (?:not )?working|what isn't\??$|what's not\??$|what (?:isn't|doesn't|does not|is not)|what would you (?:change|fix|improve)|if you could (?:change|fix|wave)|magic wand|chasing|rework|stall(?:s|ed|ing)?|manual(?:ly)?|wast(?:e|ed|ing)|losing|lost|nightmare|what (?:made|prompted|triggered|led) you|why (?:change|switch|leave|look|reach out)|what(?:'s| has) changed|ideal outcome|(?:good|great|ideal) (?:result|outcome|answer) look|what would (?:a )?(?:good|great|ideal) \w+ look like|look like (?:a year|in a year|twelve months)|a year from now|you (?:picture|envision|see) when|picturing (?:for|on|when)|(?:day|wedding|ceremony|event|night|evening|party|celebration) you(?:'re| are) (?:picturing|imagining|envisioning|envisaging|dreaming)|what are you (?:picturing|envisioning|envisaging)|how (?:are|is) (?:you|it|things)(?: (?:both|two|all|guys))? (?:finding|coping with|getting on with)|want (?:\w+ ){0,3}to (?:feel|remember|say|experience|take away)|costing|cost(?:s)? (?:the|your|their) (?:team|business|company|people|staff)|what do you (?:picture|see|envision)|(?:don't|do not|wouldn't|would not|never) want (?:\w+ ){0,3}to (?:happen|see|hear|go)|(?:hate|dread) (?:to )?(?:see|happen|have)|(?:you'd|you would|would you) hate|last thing you want|mean to (?:you|them|both of you|the two of you|your \w+)|(?:help|make) (?:you|them|him|her|everyone|(?:your|the) \w+)(?: \w+)? feel)\b/i;
const CRITERIA =
  /\b(?:tell me about (?:the|your) (?:wedding|day|plans|event)|about the wedding itself|thinking of|have in mind|in mind|budget|spend|invest(?:ment)?|price range|ballpark|afford|dates?|when(?:'s| is) (?:the|your) (?:wedding|big day|ceremony|date)|month|season|year|timeline|time ?frame|how many (?:guests|people|hours|photographers|tables|bridesmaids|attendants)|guest (?:count|list)|head ?count|venue|where (?:is|are|will)|location|style|theme|colou?r|palette|decid\w*|decision|who else|anyone else (?:involved|deciding|helping)|parents|partner|fianc[eé]e?|important|priorit\w*|matters? (?:most|to you)|most (?:important|valuable)|looking for|must[- ]haves?|deal[- ]?breakers?|compar\w*|other (?:vendors|photographers|venues|florists|planners|quotes|options)|shortlist|coverage|which package|what kind of|what type of|what sort of|have you (?:booked|chosen|picked|found|looked|seen|considered|talked|spoken)|booked|ceremony|reception|indoor|outdoor|hours|deliverables|album|flowers|menu|catering|kind of|feel strongly|non-negotiable|in a (?:photographer|florist|venue|planner|vendor)|what would you need|what do you need|need to see|where(?:'s| is)|full[- ]day|half[- ]day|requirements?|criteria|need to be true|(?:good|right|best) fit|(?:have|need) to (?:do|have|be|support|handle|integrate)|would (?:it|they|a \w+(?: \w+)?) (?:need|have) to|to consider (?:it|them|a)|look for in|deciding factors?|currently|current (?:process|setup|provider|system|tools?|plan|contract|solution|vendor|supplier)|today(?:,)? from|how (?:do|does) (?:you|your \w+|the team) (?:handle|manage|track|run|do|deal with)|walk me through how|how (?:many|much) (?:people|staff|users|employees|seats|vans|vehicles|locations|sites|offices|invoices|orders|tickets|calls)|contract (?:end|renew)|renewal|sign[- ]off|sign(?:s|ing|ed)? off|guests|numbers(?=\??$)|finish(?:ing)? time|end time|curfew|approv\w+|who (?:else|decides|signs)|how old|which (?:way|model|plan|version|size)|allocat\w*|set aside|funding|competitors?|evaluat\w*|alongside|alternatives?)\b/i;

/** quantifying a pain: "How much time does fixing the balances take?" */
const PAIN_COST = /\bhow much (?:time|money)\b.*\b(?:fix(?:ing)?|chas\w+|rework\w*|los[et]\w*|wast\w+)\b/i;
const OPEN_START = /^(?:what|how|which|where|when|who)\b/i;
const STRONG_PROBLEM =
  /\b(?:worr(?:y|ied|ies|ying)|concerns?|concerned|nervous|stress(?:ed|ful)?|anxious|afraid|frustrat\w*|struggl\w*)\b/i;
const LEAD_IN =
  /^(?:(?:so|and|okay|ok|well|great|now|then|right|alright|perfect|lovely|last question|ah|oh|um|uh|er|yeah|yes)[,.:!]?\s+|tell me,\s+)+/i;
/** "Are you writing your own vows, or would you like me to help?": two questions joined by "or" */
const SECOND_CLAUSE = /,\s*or (?=(?:would|will|do|does|did|are|is|was|can|could|should|shall|have|has) )/i;
/** a yes/no check about something already on the table: "The pizza oven, is that wood-fired?" */
const REFERENT_CHECK =
  /^(?:[^,?]{1,60},\s*)?(?:is|was|are|were|does|did|has|have|will) (?:that|it|this|they|those|these|he|she)\b(?!.*\b(?:you|okay|ok|alright|fair|fine|good|work|works|suit|suits|help|sound|sounds|make sense)\b)/i;
/** checking who is on the line: "Hi, is this Kenji?", "hi is that Emma" (case-sensitive: a name) */
const NAME_CHECK =
  /^(?:\p{L}+[,!.]?\s+){0,2}(?:[Ii]s (?:this|that)|[Aa]m [Ii] speaking (?:with|to)|[Aa]re you) \p{Lu}\p{L}+\??$/u;
/**
 * A question typed without its "?" in a transcript that has them elsewhere: an interrogative word and an
 * auxiliary ("What was the problem exactly in your friend's video, the speeches were not audible"), at
 * least five words, and not a cleft statement ("What's included is the album").
 */
const UNMARKED_QUESTION =
  /^(?:what|how|why|when|where|who|which)(?:'s| is| was| are| were| do| does| did| has| have| had| would| will| can| could| should)\b/i;
const CLEFT =
  /^what(?:'s| is| was) (?:\w+ ){0,3}(?:is|was|are)\b|^(?:what|how|where|when)(?:'s| is) (?:great|nice|important|different|special|included|amazing|lovely)\b/i;
/**
 * A question clause in a transcript without question marks (speech recognition output): an interrogative
 * opening at the start or after a filler or discourse word ("um so how many people roughly",
 * "great great so what's the date", "hi is that Emma"), not a statement cleft such as "what I do is".
 */
const SPOKEN_QUESTION =
  /(?:^|[,;]\s*|\b(?:so|and|but|um|uh|er|yeah|okay|ok|right|well|great|lovely|perfect|oh|hi|hello|hey|now|then|also|roughly|approximately|exactly|just)\s+)(?:(?:what|who|where|which)(?:'s|'re| is| are| was| were| do| does| did| would| will| can| could| should| kind| sort| type| time| date| day)\b|how (?:many|much|long|big|soon|often|old|far|are|is|was|were|do|does|did|would|will|can|could|should|about)\b|when (?:is|are|was|were|do|does|did|would|will|can|could|should)\b|why (?:is|are|do|does|did|would|not)\b|(?:do|does|did|are|is|was|were|have|has|can|could|would|will|should|shall) (?:you|your|we|it|that|this|there|they|anyone|everyone)\b)/i;
/**
 * Statements that open like a question in speech: an imperative ("Have a think and let me know", "Do come
 * along") and a wh-cleft whose wh-word is followed by a verb, not an auxiliary ("what actually sells is the
 * classic shots", "what we do is…").
 */
const SPOKEN_STATEMENT =
  /^(?:(?:have|do|be) (?:a|an|the|some|come|take|let|bring|feel|sure)\b|(?:what|where|how) (?!(?:'s|'re|is|are|was|were|do|does|did|would|will|can|could|should|kind|sort|type|time|date|day|many|much|long|big|soon|often|old|far)\b)(?:[\w']+ ){1,8}(?:is|are|was|were) (?:the|a|an|what|just|really|that|this|all)\b)/i;
/** a fronted topic and an either/or in speech: "and Millbrook Gardens is it the rose garden or the lawn" */
const SPOKEN_EITHER_OR = /\b(?:is|was) (?:it|that|this) (?:[\w']+ ){1,5}or (?:the |a |an )?\w+/i;
/** a statement asked as a question in speech: "Sunday 11 o'clock is okay for you" */
const SPOKEN_CHECK =
  /\b(?:okay|ok|fine|good|alright|convenient|possible|works?) (?:for|with) you(?: (?:both|two|all|guys))?$/i;

export function isQuestionSentence(sentence: string, transcriptHasQuestionMarks = true): boolean {
  const s = sentence.trim();
  if (s.endsWith('?')) return true;
  // indirect questions, also after a fronted clause: "Before I tell you how I work, I'd love to hear how…"
  if (INDIRECT.test(s) || INDIRECT.test(s.replace(/^[^,]{3,80},\s*/, ''))) return true;
  const bare = s.replace(/[.!…]+$/, '');
  if (transcriptHasQuestionMarks) {
    const core = bare.replace(LEAD_IN, '');
    return (
      !s.endsWith('!') && UNMARKED_QUESTION.test(core) && !CLEFT.test(core) && core.split(/\s+/).length >= 5
    );
  }
  return (
    (WH_START.test(bare) && !SPOKEN_STATEMENT.test(bare) && bare.split(/\s+/).length >= 4) ||
    SPOKEN_EITHER_OR.test(bare) ||
    SPOKEN_QUESTION.test(bare) ||
    SPOKEN_CHECK.test(bare)
  );
}

const STOP_WORDS = new Set(
  [
    'the a an and or to of in on for with is are was you your i we it that this so do did what how',
    'me my our just be have has at as about',
  ]
    .join(' ')
    .split(' '),
);

/** a crude stem so "paying" echoes "pay" and "fittings" echoes "fitting" */
const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|e|s)$/, '') : w);

function overlapWithPrevious(question: string, previous: string | undefined, words?: Set<string>): number {
  if (!previous) return 0;
  const q = tokenizeWords(question).filter((w) => !STOP_WORDS.has(w) && w.length > 2);
  if (q.length === 0) return 0;
  const p = words ?? new Set(tokenizeWords(previous));
  const stems = new Set([...p].map(stem));
  return q.filter((w) => p.has(w) || stems.has(stem(w))).length / q.length;
}

/** "Yes or no?" asks for a decision, not about the buyer. */
const BARE_ULTIMATUM = /^(?:(?:so|well|look|okay)[,\s]+)*yes or no\??$/i;
/** offering an item at a price is a close, not discovery: "Do you want the carvery at $65 a head?" */
const OFFER_AT_PRICE =
  /^(?:so,?\s+)?do you want (?:the|to go (?:with|for)) [^?]*(?:[$£€]\s?\d|\d+ (?:a|per) head)/i;
/** a recap of facts checked back, without a verb: "June 14, right?", "Santorini, September 20, 40 guests?" */
const FACT_CHECK =
  /^(?!(?:what|how|why|when|where|who|which|do|does|did|are|is|can|could|would|will|have|has)\b)[^?]{0,60}\d[^?]{0,40}(?:,\s*(?:right|yes|correct))?\?$/i;

/** words of a full question, not a recap checked back */
const ASKING_WORDS = /\b(?:you|me|is|are|was|want|would|could|can|do|does|better|or|question)\b/i;

/** `previousWords`: the words of `previousBuyerText`, when the caller already has them. */
export function classifyQuestion(
  sentence: string,
  previousBuyerText?: string,
  previousWords?: Set<string>,
): QuestionType {
  const s = sentence.trim();
  if (BARE_ULTIMATUM.test(s) || OFFER_AT_PRICE.test(s)) return 'other';
  if (FACT_CHECK.test(s) && !ASKING_WORDS.test(s)) return 'clarifying';
  if (SMALL_TALK.test(s) || RHETORICAL.test(s) || NAME_CHECK.test(s)) return 'other';
  if (CLARIFY.test(s)) return 'clarifying';
  if (STRONG_PROBLEM.test(s)) return 'problemFinding';
  // two questions joined by "or": the first one carries the intent, unless it is only small talk or a close
  const split = SECOND_CLAUSE.exec(s);
  if (split && split.index > 8) {
    const first = classifyQuestion(`${s.slice(0, split.index)}?`, previousBuyerText, previousWords);
    if (first !== 'other') return first;
  }
  if (CLOSING.test(s)) return 'other';
  if (ASK_TO_ASK.test(s) && !PROBLEM.test(s)) return 'other';
  const core = s.replace(LEAD_IN, '');
  if (
    previousBuyerText &&
    !WH_START.test(core) &&
    !INDIRECT.test(s) &&
    /^(?:so|and so|okay so|right so|oh so)\b/i.test(s)
  )
    return 'clarifying';
  if (PERMISSION.test(s) && !PROBLEM.test(s) && !CRITERIA.test(s)) return 'other';
  const echo = overlapWithPrevious(s, previousBuyerText, previousWords);
  const words = s.split(/\s+/).length;
  if (words <= 5 && echo >= 0.5 && !WH_START.test(s)) return 'clarifying';
  if (WHEN_DATE.test(s)) return 'criteriaFinding';
  if (PROBLEM.test(s) || PAIN_COST.test(s)) return 'problemFinding';
  if (CRITERIA.test(s)) return 'criteriaFinding';
  if (echo >= 0.5) return 'clarifying';
  if (REFERENT_CHECK.test(core)) return 'clarifying';
  if (/\b(?:you|your|you're|you've|y'all)\b/i.test(s) && (WH_START.test(core) || INDIRECT.test(s)))
    return 'criteriaFinding';
  if (EITHER_OR.test(s)) return 'clarifying';
  if (OPEN_START.test(core)) return 'criteriaFinding';
  return 'other';
}

/** All questions asked by the given speakers, in order. */
export function findQuestions(utterances: Utterance[], speakers: Set<string>): DetectedQuestion[] {
  const hasMarks = utterances.some((u) => u.text.includes('?'));
  // a call typed or punctuated somewhere: its unpunctuated turns are speech, read by their openings
  const punctuated = utterances.some((u) => /[.?!]/.test(u.text));
  const out: DetectedQuestion[] = [];
  let lastOther: string | undefined;
  // the words of the last buyer turn, read once for all the questions that follow it
  let lastOtherWords: Set<string> | undefined;
  utterances.forEach((u, i) => {
    if (!speakers.has(u.speaker)) {
      lastOther = u.text;
      lastOtherWords = undefined;
      return;
    }
    const previousWords = () =>
      lastOther ? (lastOtherWords ??= new Set(tokenizeWords(lastOther))) : undefined;
    // a spoken turn in a punctuated call (a practice session by voice): its question is found by its opening
    if (punctuated && isSpokenTurn(u.text)) {
      const next = utterances[i + 1];
      const text = spokenQuestion(u.text, next && !speakers.has(next.speaker) ? next.text : undefined);
      if (text)
        out.push({
          text,
          type: classifyQuestion(text, lastOther, previousWords()),
          speaker: u.speaker,
          utteranceIndex: i,
        });
      return;
    }
    const sentences = splitSentences(u.text);
    sentences.forEach((sentence, k) => {
      if (!isQuestionSentence(sentence, hasMarks)) return;
      if (
        !sentence.endsWith('?') &&
        /^(?:\w+[,.]?\s+|[^,]{3,80},\s*)?i(?:'d| would| am|'m| was)\b/i.test(sentence) &&
        sentences[k + 1]?.endsWith('?')
      )
        return;
      out.push({
        text: sentence,
        type: classifyQuestion(sentence, lastOther, previousWords()),
        speaker: u.speaker,
        utteranceIndex: i,
      });
    });
  });
  return out;
}
