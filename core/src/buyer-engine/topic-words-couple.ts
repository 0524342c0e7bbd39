/**
 * Word families of the couple's own story and feelings, read by `topic-patterns.ts`: each entry one
 * alternative of its pattern.
 */
import { anyOf } from '../analysis/word-list.ts';

/** Worries: words a salesperson uses to ask what could go wrong or what holds the couple back. */
export const WORRY_WORDS: readonly string[] = [
  // "don't worry about that" waves a worry away; it asks about none
  String.raw`(?<!\b(?:don'?t|do not|no|not|never) )worr\w*`,
  String.raw`concern\w*`,
  'nervous',
  String.raw`stress\w*`,
  'anxious',
  'afraid',
  'fears?',
  'scar(?:ed|y|es)',
  String.raw`frustrat\w*`,
  String.raw`challeng\w*`,
  'problems?',
  'go(?:es)? wrong',
  'went wrong',
  'keeps? you up',
  'bad experience',
  String.raw`hesitat\w*`,
  'hold(?:s|ing)? you back',
  String.raw`overwhelm\w*`,
  'difficult',
  String.raw`struggl\w*`,
  String.raw`disappoint\w*`,
  'headaches?',
  'what happened (?:with|to|last)',
  'pain points?',
  'nightmare',
  'unsure',
  'uncertain',
  'on the fence',
  String.raw`weigh(?:ing)? (?:\w+ )?up`,
  'second thoughts',
  'doubts?',
  'stopping you',
  'giving you pause',
  'sticking points?',
  // "so you said clauses, what's on your mind?"
  String.raw`what'?s on your mind`,
  // "what don't you know enough about yet?", "what's missing for you?": what still stands in the way
  String.raw`what (?:do(?:n'?t| not) you|are you not) (?:know|feel sure|feel good)`,
  String.raw`what(?:'s| is) (?:still )?missing`,
  // "what questions do you think she'd ask me?": the worries of whoever decides with them
  String.raw`what (?:questions|would|will|might) (?:do you think |would |will |might )?` +
    String.raw`(?:she|he|they|your (?:mum|mom|dad|parents|partner|fianc\w*))(?:'d| would| will| might)? ` +
    String.raw`(?:ask|want to know|worry)`,
  // "is there anything your mum will want to know that i could answer now?"
  String.raw`anything (?:you think )?(?:she|he|they|your (?:mum|mom|dad|parents|partner|fianc\w*))` +
    String.raw`(?:'ll| will| would| might) (?:want to know|ask)`,
  // "what did they do that felt pushy?": the bad experience with another vendor
  String.raw`felt (?:pushy|off|wrong|rushed|bad)`,
  String.raw`what (?:else )?(?:would|do) you need to (?:know|see|hear) (?:to|before)`,
];

/** Going away on a trip: "jetting off", "heading", "a getaway". */
const GOING_AWAY: readonly string[] = [
  String.raw`jet\w*`,
  String.raw`head\w*`,
  'go',
  'going',
  'off',
  String.raw`fly\w*`,
  String.raw`travel\w*`,
  String.raw`escap\w*`,
  'getaways?',
  'trips?',
  'holidays?',
  'vacations?',
];

/** The wedding being over: "once the big day is done", "when it's all over", "when you're married". */
const WEDDING_OVER: readonly string[] = [
  'the (?:wedding|big day|day|celebrations?|party)',
  "it(?:'s| is) (?:all )?(?:over|done)",
  "you(?:'re| are)? (?:get )?married",
];

/** A trip named after "after the wedding …". */
const TRIP_AFTER: readonly string[] = [
  'trips?',
  'getaways?',
  'holidays?',
  'vacations?',
  'go',
  'going',
  String.raw`travel\w*`,
  'away',
  String.raw`jet\w*`,
];

/** Slipping away, said before a bare "afterwards": "are you sneaking off afterwards?". */
const SLIPPING_AWAY: readonly string[] = [
  String.raw`jet\w*`,
  String.raw`head\w*`,
  'off',
  String.raw`fly\w*`,
  String.raw`escap\w*`,
  String.raw`whisk\w*`,
  String.raw`sneak\w*`,
  'going away',
];

/** The honeymoon: going away "after the wedding", not the wedding day itself. */
export const HONEYMOON_WORDS: readonly string[] = [
  String.raw`honey-?moon\w*`,
  String.raw`mini-?moon\w*`,
  String.raw`${anyOf(GOING_AWAY)}\b.{0,30}\b(?:after(?:wards)?|once|when) ${anyOf(WEDDING_OVER)}`,
  String.raw`after the (?:wedding|big day)\b.{0,30}\b${anyOf(TRIP_AFTER)}`,
  String.raw`${anyOf(SLIPPING_AWAY)}\b.{0,25}\bafter(?:wards)?(?= *[?.!]*$| (?:that|it all|all that)\b)`,
];

/** The proposal: how they got engaged. */
export const PROPOSAL_WORDS: readonly string[] = [
  '(?:about|how (?:was|did)|tell me about) (?:the|your) proposal',
  String.raw`(?:the|your) proposal (?:story|happen\w*|go|went)`,
  'who proposed',
  'propos(?:ed|e) to',
  'how did (?:he|she|they|you) (?:propose|ask)',
  'pop(?:ped|s)? the question',
  '(?:get|got|gotten|getting) engaged',
  'been engaged',
  'engagement story',
  '(?:down )?on one knee',
];

/** The guest experience: how the day should feel and what guests remember. */
export const EXPERIENCE_WORDS: readonly string[] = [
  'guest experience',
  String.raw`(?:guests?|everyone|everybody|people|family|friends|loved ones)\b.{0,20}\b(?:feel\w*|` +
    String.raw`remember\w*|experienc\w*|say\w*|talk\w* about|walk\w* away|tak\w* away|leav\w* with|rav\w* about)\b`,
  'on the (?:drive|way|ride|journey) home',
  'how (?:do|would|should) (?:you want )?(?:it|the (?:day|evening|night|party|reception|room|' +
    'celebration)) (?:to )?feel',
  'atmosphere',
  String.raw`ambien\w*`,
  'energy in the room',
  'when (?:guests?|people|everyone|everybody|they) (?:first )?(?:walk|arrive|come|step) in',
  String.raw`(?:feel|feeling|impression)\b.{0,40}\b(?:guests?|people|everyone|` +
    String.raw`everybody) (?:first )?(?:walk|arriv|com|step)\w*`,
];

/** Weddings they have been to or loved, as inspiration. */
export const INSPIRATION_WORDS: readonly string[] = [
  "(?:a |any |the )?weddings? (?:you(?:'ve| have)? (?:ever )?(?:been to|went to|attended|loved|" +
    'liked|saw|seen|remember|admired)|that (?:inspired|stuck with) you)',
  String.raw`(?:best|favou?rite|most memorable|nicest) wedding\b`,
  "(?:friend|friends|cousin|sister|brother|someone)'?s? wedding",
  String.raw`been to (?:a |any )?(?:\w+ )?weddings?`,
  'past weddings? you',
  'inspired by (?:a |another |someone)',
];

/** Anything else the salesperson should know or has not asked yet. */
export const EXTRA_WORDS: readonly string[] = [
  'anything else (?:i|we) should (?:know|be aware of|keep in mind)',
  "(?:anything|something) (?:i|we) (?:haven't|didn't|have not|did not|should have) (?:asked?|" +
    'covered?|mentioned|talked about)',
  "anything else (?:you'd|you would|you want|to share|to add|on your mind|we should)",
  '(?:keep|bear) in mind',
  'should (?:i|we) (?:know|be aware) (?:of|about)',
  'anything (?:special|important|unusual) (?:i|we) should',
  String.raw`is there anything else\b`,
];

/** How the planning is going: the couple's progress and how they feel about it. */
export const PROGRESS_WORDS: readonly string[] = [
  String.raw`how(?:'s| is| has| have)? (?:the |your |all the |whole |wedding )*planning\b`,
  'planning(?: thing| side| stuff)? (?:going|been|process|journey)',
  '(?:how are|how have) you (?:finding|enjoying|handling|coping with|getting on with) (?:the |' +
    String.raw`all the |wedding )*(?:planning|prep\w*)`,
  String.raw`(?:fun|fun\w*|hard\w*|best|worst|easiest|favou?rite) part (?:of|about) (?:the |wedding )*planning`,
  'how far along',
  'where are you (?:at|up to) (?:with|in) (?:the )?planning',
  "(?:are you|you're) (?:enjoying|surviving) (?:the )?planning",
];

/** The couple themselves: how they met, how long together, their story. */
export const COUPLE_WORDS: readonly string[] = [
  'how (?:did )?you (?:two |both |guys |all )?(?:meet|met|got together|came together)',
  'how long have you (?:two |both |guys )?been (?:together|a couple|dating|an item)',
  '(?:tell me|hear|learn|know) (?:a (?:bit|little) )?(?:more )?about (?:you|yourselves|' +
    String.raw`the two of you|you two|you both|both of you|your story|your fianc\w*|your partner|you and)`,
  'your (?:love )?story',
  'how long have you (?:two |both )?been together',
];

/** Personal small talk, not about the wedding: the day, the weather, the journey in. */
export const SMALL_TALK_WORDS: readonly string[] = [
  String.raw`how are you(?: doing| both| two| guys| today)?\b(?! (?:two |both |guys )?(?:finding|` +
    'enjoying|handling|coping|getting|going|gonna|planning|thinking|hoping|looking|deciding|' +
    'making|choosing|paying|splitting))',
  String.raw`how(?:'s| is| has| was) (?:your|the) (?:day|week|weekend|morning|afternoon|evening|summer|holiday)\b`,
  String.raw`how(?:'ve| have) you (?:both |two )?been\b`,
  'you must be (?:so |really |very )?(?:excited|thrilled|busy|over the moon)',
  String.raw`are you (?:both |two )?(?:excited|thrilled)\b`,
  String.raw`how are things\b`,
  '(?:lovely|nice|gorgeous|beautiful|glorious|awful|horrible|terrible|miserable|crazy) weather',
  "weather (?:today|lately|we're having|this (?:week|weekend|morning))",
  '(?:did you )?find (?:us|me|the (?:place|studio|office|shop|building)) (?:ok(?:ay)?|alright|' +
    'all right|fine|easily|without)',
  'how was the (?:drive|journey|traffic|trip (?:over|in|here)|commute)',
  '(?:drive|journey|traffic|parking|trip) (?:over |in |here )?(?:was )?(?:ok(?:ay)?|alright|' +
    String.raw`all right|fine|good|bad|not too bad)\b`,
];
