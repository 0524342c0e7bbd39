/**
 * What a salesperson question is about, read from word families and phrasings (not single sentences). The
 * order is the order a buyer answers in when one clause of a question matches several (a run-on is read
 * clause by clause, classify-turn.ts): the more specific subject first
 * (a honeymoon "after the wedding" before the wedding's venue, "how did you find us" before the vision).
 */
import type { Topic } from './persona-types.ts';

/** Every vendor word a couple may hear, singular stem (plural and possessive allowed after it). */
const VENDOR = `(?:${[
  'photographer|videographer|venue|florist|planner|coordinator|caterer|baker|bakery|bakeries|dj|band',
  'vendor|company|companies|studio|shop|boutique|salon|artist|stylist|team|place|option|quote|supplier',
].join('|')})s?`;

/** Looking back at the vendors they have already met: "the others", "the last vendor", "your other calls". */
const MET =
  'ones?|people|guys|consultations?|meetings?|calls?|appointments?|tours?|visits?|trials?|tastings?|talks?';
const BEFORE = '(?:other|last|previous|earlier)';
/** "you two", "you both", "you guys" after a question's "you". */
const TWO = '(?:two |both |guys |all )?';
const OTHERS = `(?:the |your |those |that )?(?:others\\b|${BEFORE}(?: \\w+)?? (?:${VENDOR}|${MET})\\b)`;

export const TOPIC_PATTERNS: Array<[Topic, RegExp]> = [
  [
    'worries',
    /\b(?:worr\w*|concern\w*|nervous|stress\w*|anxious|afraid|fears?|scar(?:ed|y|es)|frustrat\w*|challeng\w*|problems?|go(?:es)? wrong|went wrong|keeps? you up|bad experience|hesitat\w*|hold(?:s|ing)? you back|overwhelm\w*|difficult|struggl\w*|disappoint\w*|headaches?|what happened (?:with|to|last)|pain points?|nightmare|unsure|uncertain|on the fence|weigh(?:ing)? (?:\w+ )?up|second thoughts|doubts?|stopping you|giving you pause|sticking points?)\b/i,
  ],
  [
    'honeymoon',
    /\b(?:honey-?moon\w*|mini-?moon\w*|(?:jet\w*|head\w*|go|going|off|fly\w*|travel\w*|escap\w*|getaways?|trips?|holidays?|vacations?)\b.{0,30}\b(?:after(?:wards)?|once|when) (?:the (?:wedding|big day|day|celebrations?|party)|it(?:'s| is) (?:all )?(?:over|done)|you(?:'re| are)? (?:get )?married)|after the (?:wedding|big day)\b.{0,30}\b(?:trips?|getaways?|holidays?|vacations?|go|going|travel\w*|away|jet\w*)|(?:jet\w*|head\w*|off|fly\w*|escap\w*|whisk\w*|sneak\w*|going away)\b.{0,25}\bafter(?:wards)?(?= *[?.!]*$| (?:that|it all|all that)\b))/i,
  ],
  [
    'proposal',
    /\b(?:(?:about|how (?:was|did)|tell me about) (?:the|your) proposal|(?:the|your) proposal (?:story|happen\w*|go|went)|who proposed|propos(?:ed|e) to|how did (?:he|she|they|you) (?:propose|ask)|pop(?:ped|s)? the question|(?:get|got|gotten|getting) engaged|been engaged|engagement story|(?:down )?on one knee)\b/i,
  ],
  [
    'source',
    new RegExp(
      [
        '\\b(?:hear(?:d|ing)?|find(?:ing)?|found|com(?:e|ing) across|came across|discover(?:ed|ing)?|' +
          'stumbl(?:e|ed|ing) (?:on|upon|across)|learn(?:ed|t|ing)? about|spot(?:ted|ting)?|see|saw|seen|seeing) ' +
          '(?:about |of )?(?:us|me|our (?:\\w+ )?' +
          '(?:work|page|studio|shop|site|website|team|company|business|account|profile|feed|instagram))\\b' +
          '(?! (?:ok(?:ay)?|alright|all right|fine|easily|without|on the map))',
        '\\breferr\\w*',
        '\\brecommended (?:us|me)\\b',
        '\\b(?:sen[dt]|brought|led|pointed|steered) you (?:to us|to me|our way|my way|here|in our direction)',
        // "what made you choose us?" is how they found the vendor; "what made you choose that venue?" is not
        '\\bmade you (?:reach out|get in touch|contact|call|think of|come to)',
        '\\bmade you (?:choose|pick|want to|decide)\\b.{0,20}\\b(?:us|me|our)\\b',
        '\\bwhy (?:us|me)\\b',
        '\\bwhy (?:did|would|do) you (?:pick|choose|call|contact|reach|come|get in touch|think|want|go)\\w*' +
          '\\b.{0,20}\\b(?:us|me)\\b',
        '\\bdrew you\\b',
        '\\bcaught your (?:eye|attention)',
        `\\bhow did you ${TWO}(?:end up|land|get) (?:with|on|here|to us|talking to us)`,
        `\\bwhere did you ${TWO}(?:see|find|hear|come across|discover|spot)`,
        '\\b(?:on|via|through|from) (?:instagram|tiktok|google|facebook|the knot|yelp)\\b',
        '\\bword of mouth\\b',
      ].join('|'),
      'i',
    ),
  ],
  [
    'othersView',
    new RegExp(
      [
        `\\b(?:think|thought|feel|felt|opinion|impression|verdict|make|made) (?:of|about) ${OTHERS}`,
        `\\bhow (?:did|was|were|have|has) ${OTHERS}\\b`,
        `\\b(?:like|dislike|love|hate|enjoy)d?\\b.{0,25}\\babout ${OTHERS}`,
        `\\b(?:did|do|does|have) ${OTHERS}\\b.{0,30}\\b(?:offer|include|say|quote|give|do|provide|suggest|show)`,
        '\\bwhat did (?:they|the others?) (?:offer|say|quote|include|suggest)',
        '\\bwhat did you (?:think|reckon|make) (?:of|about) (?:them|those|any of them|the rest)\\b',
        `\\breckon\\b.{0,10}\\b(?:of|about) ${OTHERS}`,
        '\\b(?:did|have) you (?:had|have|do|done|try|tried|book|booked|go|gone)\\b.{0,25}' +
          '\\bwith (?:another|the other|other|a different)\\b',
      ].join('|'),
      'i',
    ),
  ],
  [
    'comparison',
    new RegExp(
      [
        `\\b(?:other|another) (?:\\w+ )?${VENDOR}\\b`,
        // "how does that compare with your budget?" is about the budget
        "\\bcompar\\w*\\b(?! (?:with|to) (?:your |the |what you(?:'d| had| were)? )(?:\\w+ ){0,3}?" +
          '(?:budget|figure|number|had in mind|expect\\w*|comfortable|spend\\w*|allocat\\w*))',
        '\\bshopping around',
        '\\bwho else (?:are|have|did) you(?: been)? ' +
          '(?:talking|chatting|speaking|meeting|looking|seeing|considering|talked|chatted|spoken|met|seen)',
        '\\bwho else are you',
        "\\banyone else (?:you(?:'re| are)|in the running|on your)",
        '\\b(?:anywhere|somewhere) else\\b',
        '\\belsewhere\\b',
        '\\bspreadsheet',
        '\\bshort ?list\\w*',
        '\\bconsidering (?:other|anyone|any other|a few|several)',
        '\\b(?:looked at|spoken to|talking to|talked to|met with|meeting with|speaking (?:to|with)) ' +
          '(?:anyone|any other|others|a few|several)',
      ].join('|'),
      'i',
    ),
  ],
  [
    'dealbreaker',
    /\b(?:deal ?-?breakers?|red flags?|non-?starters?|turn(?:s|ed)? you off|put(?:s)? you off|make you (?:say no|walk away|go elsewhere|pick (?:someone|somebody) else|look elsewhere|run|hesitate)|say no to|rule (?:\w+ )?out|(?:would|could) lose you|wouldn't (?:book|hire|go with|sign)|stops? you (?:from )?(?:booking|signing|going ahead)|reasons? (?:not to|you wouldn't))\b/i,
  ],
  [
    'experience',
    /\b(?:guest experience|(?:guests?|everyone|everybody|people|family|friends|loved ones)\b.{0,20}\b(?:feel\w*|remember\w*|experienc\w*|say\w*|talk\w* about|walk\w* away|tak\w* away|leav\w* with|rav\w* about)\b|on the (?:drive|way|ride|journey) home|how (?:do|would|should) (?:you want )?(?:it|the (?:day|evening|night|party|reception|room|celebration)) (?:to )?feel|atmosphere|ambien\w*|energy in the room|when (?:guests?|people|everyone|everybody|they) (?:first )?(?:walk|arrive|come|step) in|(?:feel|feeling|impression)\b.{0,40}\b(?:guests?|people|everyone|everybody) (?:first )?(?:walk|arriv|com|step)\w*)/i,
  ],
  [
    'inspiration',
    /\b(?:(?:a |any |the )?weddings? (?:you(?:'ve| have)? (?:ever )?(?:been to|went to|attended|loved|liked|saw|seen|remember|admired)|that (?:inspired|stuck with) you)|(?:best|favou?rite|most memorable|nicest) wedding\b|(?:friend|friends|cousin|sister|brother|someone)'?s? wedding|been to (?:a |any )?(?:\w+ )?weddings?|past weddings? you|inspired by (?:a |another |someone))/i,
  ],
  [
    'extra',
    /\b(?:anything else (?:i|we) should (?:know|be aware of|keep in mind)|(?:anything|something) (?:i|we) (?:haven't|didn't|have not|did not|should have) (?:asked?|covered?|mentioned|talked about)|anything else (?:you'd|you would|you want|to share|to add|on your mind|we should)|(?:keep|bear) in mind|should (?:i|we) (?:know|be aware) (?:of|about)|anything (?:special|important|unusual) (?:i|we) should|is there anything else\b)/i,
  ],
  [
    'progress',
    /\b(?:how(?:'s| is| has| have)? (?:the |your |all the |whole |wedding )*planning\b|planning(?: thing| side| stuff)? (?:going|been|process|journey)|(?:how are|how have) you (?:finding|enjoying|handling|coping with|getting on with) (?:the |all the |wedding )*(?:planning|prep\w*)|(?:fun|fun\w*|hard\w*|best|worst|easiest|favou?rite) part (?:of|about) (?:the |wedding )*planning|how far along|where are you (?:at|up to) (?:with|in) (?:the )?planning|(?:are you|you're) (?:enjoying|surviving) (?:the )?planning)\b/i,
  ],
  [
    'couple',
    /\b(?:how (?:did )?you (?:two |both |guys |all )?(?:meet|met|got together|came together)|how long have you (?:two |both |guys )?been (?:together|a couple|dating|an item)|(?:tell me|hear|learn|know) (?:a (?:bit|little) )?(?:more )?about (?:you|yourselves|the two of you|you two|you both|both of you|your story|your fianc\w*|your partner|you and)|your (?:love )?story|how long have you (?:two |both )?been together)\b/i,
  ],
  [
    'terms',
    /\b(?:payments?|pay (?:in|over|upfront|up front|it all|monthly|the balance)|instal?lments?|deposits?|retainers?|contracts?|terms|cancel\w*|refunds?|invoices?|balance due|down payment)\b/i,
  ],
  [
    'budget',
    /\b(?:budget\w*|spend|spending|invest(?:ment)?|price range|ballpark|afford\w*|set aside|allocat\w*|how much (?:are|were|do|did|would) you\b|(?:figure|number|amount|sum|price|range) (?:you (?:had |have |were thinking of )?|that's )?in mind|how does (?:that|this|it) (?:sit|fit|compare|square|work) with|comfortable (?:spending|paying|investing))/i,
  ],
  [
    'dietary',
    /\b(?:dietary|diets?|allerg\w*|vegan|vegetarian\w*|gluten|kosher|halal|coeliac|celiac|intoleran\w*|food (?:preferences|restrictions|needs|requirements)|(?:can't|cannot|don't|doesn't) eat)\b/i,
  ],
  [
    'travel',
    /\b(?:travel\w*|out[- ]of[- ](?:town|state|country)|destination wedding|fly(?:ing)? in|flights?|(?:live|living|based) (?:locally|nearby|close|far|near|abroad|overseas)|locals?|locally|coming in from|coming from (?:far|abroad|overseas|out)|from abroad|overseas|far away)\b/i,
  ],
  [
    'guests',
    /\b(?:(?<!\b(?:code|favou?rs?|bags?|gifts?|transport|shuttles?|buses|seating|activit\w*|entertainment|parking) for (?:the |your |all (?:the |your )?)?)guests?|how many (?:people|are you inviting|are coming|folks|friends|heads|bodies|of you|mouths)|(?:heads|bums on seats|numbers?) (?:are we|we're|you're|are you) (?:talking|looking at|expecting|thinking)|head ?count|guest list|how big|(?:big|large|huge|small|smaller|intimate|tiny)\b.{0,25}\b(?:party|wedding|affair|thing|do|crowd|celebration|gathering|event)|intimate)\b/i,
  ],
  [
    'ceremony',
    /\b(?:religious|civil|secular|non-?religious|interfaith|humanist|church|temple|synagogue|mosque|chapel|registry|registrar|officiant|officiat\w*|celebrant|priest|pastor|rabbi|imam|vicar|who(?:'s| is) (?:marrying|marry) you|marrying you|(?:kind|type|sort|style) of (?:ceremony|service)|symbolic ceremony|legal (?:ceremony|part|bit|side)|own vows|write (?:your|the) vows|traditional (?:ceremony|rituals?)|cultural (?:ceremony|traditions?))\b/i,
  ],
  [
    'schedule',
    /\b(?:(?:timeline|schedule|running order|order|flow|shape|plan) (?:of|for) the (?:day|evening|night|events|wedding day)|run of (?:the )?(?:day|show)|what time (?:does|is|will|do)\b.{0,25}\b(?:ceremony|reception|dinner|party|it|things?|everything|speeches|start|begin|end|finish|kick off|wrap)|(?:day|evening|night) (?:look like|run|unfold|flow)\b|walk me through (?:the |your )?(?:day|timeline|schedule|evening)|what about (?:the )?(?:evening|night|morning|afternoon|after ?party|rest of the (?:day|night))|what happens (?:after|once|before|during|between|when)\b|from getting ready|start to finish|ceremony (?:start|time|begin)\w*|(?:start|begin|end|finish) time)/i,
  ],
  [
    'timeline',
    /\b(?:timeline|time ?frame|deadline|how soon|by when|when (?:do|would|are|will) you (?:need|want|hope|hoping|looking|plan|planning|like|decide|know|book)\w*(?: to (?:book|decide|have|sign|lock|make|choose))?|decide by|book by|when are you (?:deciding|booking)|ready to (?:book|decide|commit|sign|make (?:a|the|your) (?:decision|call|choice)|lock)|when (?:do you think )?(?:you'll|you will|will you|would you|you'd) (?:be ready|decide|know|book|sign|make (?:a|the|your) (?:decision|call|choice)))\b/i,
  ],
  [
    'date',
    /\b(?:dates?|when(?:'s| is) the (?:wedding|big day|ceremony)|when are you (?:getting married|tying the knot)|what (?:day|month|season|time of year)|which (?:day|month|season))\b/i,
  ],
  [
    'venue',
    /\b(?:venues?|where (?:is|will|would) (?:the|it)\b|where (?:will|would) you be (?:getting married|having|holding)|where(?:'s| is) the (?:wedding|ceremony|reception)|where are you (?:getting married|having (?:it|the (?:wedding|ceremony|reception))|holding|celebrating)|where(?:'s| is| will)? (?:it|this|everything|the (?:wedding|party|big day)) (?:all )?(?:be )?(?:happening|taking place|being held|held)|where are you (?:two |both |guys )?(?:having|holding|doing) (?:it|the (?:wedding|ceremony|reception|party))|locations?|which (?:place|hotel|barn|estate))\b/i,
  ],
  [
    'decision',
    /\b(?:who else|(?<!\b(?:in|when|while) )decid\w*|decision|involved|sign off|final (?:say|call|word)|last word|have a say|chip(?:ping)? in|parents?|mum|mom|mother|dad|father|paying|weigh in|run it by|fianc[eé]e?'s opinion|partner (?:think|feel|want))\b/i,
  ],
  [
    'priorities',
    /\b(?:important|priorit\w*|matters? (?:most|to you)|must[- ]haves?|non-negotiable|most excited|can't (?:live|do) without|looking for in a|top of (?:your|the) list|make (?:it|the day) (?:perfect|special)|mean the most|means the most|one thing|above all|if nothing else|(?:biggest|number one|main) (?:thing|priority)|care (?:about )?most)\b/i,
  ],
  [
    'needs',
    /\b(?:coverage|how many hours|albums?|second shooter|packages?|services?|bouquets?|arch(?:es)?|cent(?:er|re)pieces?|florals?|flowers|catering|menu|full planning|coordination|day-of|what (?:do|would) you need|looking for from|help with|deliver\w*|photos?|photography|shots|what are you looking for)\b/i,
  ],
  [
    'style',
    /\b(?:style|vibe|look and feel|look like|feel like|(?:particular|certain|overall|specific) (?:look|feel)|look (?:you(?:'re| are) )?(?:going|aiming|hoping) for|theme|colou?rs?|palette|aesthetic|vision|picture|imagine|envision|dream (?:day|wedding)|mood|inspiration|pinterest)\b/i,
  ],
];

/** Topics about the couple's story and the vendors they met: these win over a trade's own topic words
 * ("did the other caterers offer a tasting?" is about the others, not about the tasting). */
export const STORY_FIRST: readonly Topic[] = [
  'honeymoon',
  'proposal',
  'source',
  'othersView',
  'comparison',
  'dealbreaker',
  'inspiration',
];

/** Personal small talk, not about the wedding: "how's your week been?", "you must be so excited!". */
export const SMALL_TALK =
  /\b(?:how are you(?: doing| both| two| guys| today)?\b(?! (?:two |both |guys )?(?:finding|enjoying|handling|coping|getting|going|gonna|planning|thinking|hoping|looking|deciding|making|choosing|paying|splitting))|how(?:'s| is| has| was) (?:your|the) (?:day|week|weekend|morning|afternoon|evening|summer|holiday)\b|how(?:'ve| have) you (?:both |two )?been\b|you must be (?:so |really |very )?(?:excited|thrilled|busy|over the moon)|are you (?:both |two )?(?:excited|thrilled)\b|how are things\b|(?:lovely|nice|gorgeous|beautiful|glorious|awful|horrible|terrible|miserable|crazy) weather|weather (?:today|lately|we're having|this (?:week|weekend|morning))|(?:did you )?find (?:us|me|the (?:place|studio|office|shop|building)) (?:ok(?:ay)?|alright|all right|fine|easily|without)|how was the (?:drive|journey|traffic|trip (?:over|in|here)|commute)|(?:drive|journey|traffic|parking|trip) (?:over |in |here )?(?:was )?(?:ok(?:ay)?|alright|all right|fine|good|bad|not too bad)\b)/i;
