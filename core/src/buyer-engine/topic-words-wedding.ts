/** Word families of the wedding's own facts, read by `topic-patterns.ts`: each entry one alternative of its pattern. */

/** Dietary needs: diets, allergies and what guests cannot eat. */
export const DIETARY_WORDS: readonly string[] = [
  'dietary',
  'diets?',
  String.raw`allerg\w*`,
  'vegan',
  String.raw`vegetarian\w*`,
  'gluten',
  'kosher',
  'halal',
  'coeliac',
  'celiac',
  String.raw`intoleran\w*`,
  'food (?:preferences|restrictions|needs|requirements)',
  "(?:can't|cannot|don't|doesn't) eat",
];

/** Travel: guests coming from out of town, a destination wedding, who lives locally. */
export const TRAVEL_WORDS: readonly string[] = [
  String.raw`travel\w*`,
  'out[- ]of[- ](?:town|state|country)',
  'destination wedding',
  'fly(?:ing)? in',
  'flights?',
  '(?:live|living|based) (?:locally|nearby|close|far|near|abroad|overseas)',
  'locals?',
  'locally',
  'coming in from',
  'coming from (?:far|abroad|overseas|out)',
  'from abroad',
  'overseas',
  'far away',
];

/** The guests: how many and how big the wedding is (not what is for the guests, "favours for guests"). */
export const GUEST_WORDS: readonly string[] = [
  String.raw`(?<!\b(?:code|favou?rs?|bags?|gifts?|transport|shuttles?|buses|seating|activit\w*|` +
    'entertainment|parking) for (?:the |your |all (?:the |your )?)?)guests?',
  'how many (?:people|are you inviting|are coming|folks|friends|heads|bodies|of you|mouths)',
  "(?:heads|bums on seats|numbers?) (?:are we|we're|you're|are you) (?:talking|looking at|expecting|thinking)",
  'head ?count',
  'guest list',
  'how big',
  String.raw`(?:big|large|huge|small|smaller|intimate|tiny)\b.{0,25}\b(?:party|wedding|affair|thing|do|` +
    'crowd|celebration|gathering|event)',
  'intimate',
];

/** The ceremony: religious or civil, where and by whom, vows and traditions. */
export const CEREMONY_WORDS: readonly string[] = [
  'religious',
  'civil',
  'secular',
  'non-?religious',
  'interfaith',
  'humanist',
  'church',
  'temple',
  'synagogue',
  'mosque',
  'chapel',
  'registry',
  'registrar',
  'officiant',
  String.raw`officiat\w*`,
  'celebrant',
  'priest',
  'pastor',
  'rabbi',
  'imam',
  'vicar',
  "who(?:'s| is) (?:marrying|marry) you",
  'marrying you',
  '(?:kind|type|sort|style) of (?:ceremony|service)',
  'symbolic ceremony',
  'legal (?:ceremony|part|bit|side)',
  'own vows',
  'write (?:your|the) vows',
  'traditional (?:ceremony|rituals?)',
  'cultural (?:ceremony|traditions?)',
];

/** The schedule of the day: its running order and start and end times. */
export const SCHEDULE_WORDS: readonly string[] = [
  '(?:timeline|schedule|running order|order|flow|shape|plan) (?:of|for) the (?:day|evening|night|events|wedding day)',
  'run of (?:the )?(?:day|show)',
  String.raw`what time (?:does|is|will|do)\b.{0,25}\b(?:ceremony|reception|dinner|party|it|things?|` +
    'everything|speeches|start|begin|end|finish|kick off|wrap)',
  String.raw`(?:day|evening|night) (?:look like|run|unfold|flow)\b`,
  'walk me through (?:the |your )?(?:day|timeline|schedule|evening)',
  'what about (?:the )?(?:evening|night|morning|afternoon|after ?party|rest of the (?:day|night))',
  String.raw`what happens (?:after|once|before|during|between|when)\b`,
  'from getting ready',
  'start to finish',
  String.raw`ceremony (?:start|time|begin)\w*`,
  '(?:start|begin|end|finish) time',
];

/** The date: the day, month or season of the wedding. */
export const DATE_WORDS: readonly string[] = [
  'dates?',
  "when(?:'s| is) the (?:wedding|big day|ceremony)",
  'when are you (?:getting married|tying the knot)',
  'what (?:day|month|season|time of year)',
  'which (?:day|month|season|saturday|sunday|friday|weekend)',
  // "when is it again?": the wedding's date asked a second time
  "when(?:'s| is| was) it again",
  'when in (?:january|february|march|april|may|june|july|august|september|october|november|december|' +
    '(?:the )?(?:spring|summer|fall|autumn|winter))',
];

/** The venue: where the wedding, ceremony or reception takes place. */
export const VENUE_WORDS: readonly string[] = [
  'venues?',
  String.raw`where (?:is|will|would) (?:the|it)\b`,
  'where (?:will|would) you be (?:getting married|having|holding)',
  "where(?:'s| is) the (?:wedding|ceremony|reception)",
  'where are you (?:two |both |guys |all )?' +
    '(?:getting married|having (?:it|the (?:wedding|ceremony|reception))|holding|celebrating)',
  "where(?:'s| is| will)? (?:it|this|everything|the (?:wedding|party|" +
    'big day)) (?:all )?(?:be )?(?:happening|taking place|being held|held)',
  'where are you (?:two |both |guys )?(?:having|holding|doing) (?:it|the (?:wedding|ceremony|reception|party))',
  'locations?',
  'which (?:place|hotel|barn|estate)',
  "where(?:'s| is) (?:it|the wedding|the party|the reception) at",
  'where are you (?:two |both |guys |all )?(?:thinking of |planning (?:on|to) |looking at )(?:having|holding|doing)',
  'where the (?:wedding|ceremony|reception|party) (?:is|will be)',
  "where(?:'s| is| was) it again",
  'where exactly',
];

/** What they need from the vendor: the services, items and coverage. */
export const NEED_WORDS: readonly string[] = [
  'coverage',
  'how many hours',
  'albums?',
  'second shooter',
  'packages?',
  'services?',
  'bouquets?',
  'arch(?:es)?',
  'cent(?:er|re)pieces?',
  'florals?',
  'flowers',
  'catering',
  'menu',
  'full planning',
  'coordination',
  'day-of',
  'what (?:do|would) you need',
  'looking for from',
  'help with',
  String.raw`deliver\w*`,
  'photos?',
  'photography',
  'shots',
  'what are you looking for',
  // "tell me a bit about your wedding, what are you thinking?"
  '(?:a (?:bit|little) )?(?:more )?about (?:your|the) (?:wedding|day|plans)',
  'what are you thinking (?:for|of) (?:the|your) (?:day|wedding)',
  String.raw`tell me about (?:your|the) \w+,? what are you thinking`,
  // "what's going on with your wedding?", "what's the plan for the big day?", "what are you planning?"
  "what's (?:going on|happening|the plan|the story) (?:with|for) (?:your|the) (?:wedding|big day|day)",
  'what are you (?:two |guys )?planning',
];

/** Style: the look, feel, colours and vision of the day. */
export const STYLE_WORDS: readonly string[] = [
  'style',
  'vibe',
  'look and feel',
  'look like',
  'feel like',
  '(?:particular|certain|overall|specific) (?:look|feel)',
  "look (?:you(?:'re| are) )?(?:going|aiming|hoping) for",
  'theme',
  'colou?rs?',
  'palette',
  'aesthetic',
  'vision',
  'picture',
  'imagine',
  'envision',
  'dream (?:day|wedding)',
  'mood',
  'inspiration',
  'pinterest',
];
