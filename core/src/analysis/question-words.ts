/** Word families read by `questions.ts`: one concept per list, each entry one alternative of its pattern. */

export const INDIRECT_WORDS = [
  'tell me (?:about|more|a (?:bit|little)|what|how|why|who|where|when)',
  'walk me through',
  'talk me through',
  'take me through',
  'describe',
  'help me understand',
  'paint (?:me )?a picture',
  'give me a sense',
  'fill me in',
  'share (?:with me )?(?:what|how|a bit)',
  "i(?:'d| would) love to (?:hear|know|understand|learn) " +
    '(?:about|what|how|more|why|who|where|when|if|whether)',
  "i(?:'m| am) curious (?:about|what|how|why|who|whether|if)",
  'i was wondering (?:what|how|if|whether|who|when)',
  "i(?:'d| would) like to (?:hear|know|understand) (?:about|what|how|more)",
  'let me ask (?:you )?(?:about|what|how)',
];

export const SMALL_TALK_WORDS = [
  'how did you (?:two |both |guys )?meet',
  'how did (?:he|she|they) propose',
  'how was the proposal',
  "how(?:'s| is| was) (?:your|the) (?:day|week|weekend|morning|drive|trip)",
  'how have you been',
  'can you hear me',
  'did you find (?:us|the|parking)',
  'are you (?:there|still there)',
  "how(?:'s| is) (?:everything|it going)",
  'is (?:now|this|it) (?:still )?(?:a )?(?:good|ok|okay|bad|convenient) time',
  '(?:do you have|have you got|you got|got) (?:a ' +
    '(?:few|couple|quick|minute|moment|sec)|an? (?:minute|moment|second|sec)|(?:a ' +
    String.raw`)?(?:two|five|ten|fifteen|twenty|\d+) ` +
    String.raw`(?:minutes|mins)|(?:two|five|ten|fifteen|twenty|\d+)(?: \w+)? (?:minutes|mins))`,
  'how (?:you|the two of you) (?:two |both |guys )?met',
  'anyone else joining',
  String.raw`is this \w+\??$`,
  'am i speaking (?:with|to)',
  'who am i speaking',
  'how (?:can|may|could) i help',
  'what can i (?:do|help) (?:for|with) you',
  '(?:can|could|may) i (?:take|get|have|grab|confirm) (?:your|the) (?:name|full ' +
    'name|details|account|postcode|zip|email|number|phone|date of birth)',
  String.raw`(?:account|order|reference|ticket|customer) (?:number|id)\??$`,
  "what(?:'s| is) (?:your|the) (?:account|order|reference|ticket|phone) number",
];

export const CLOSING_WORDS = [
  String.raw`(?:does|would|will|could|can) [^?]{1,80}\b(?:work|suit)(?: for| with)?\b`,
  'which (?:do you|would you|one do you) prefer',
  'which (?:would|works|suits|is better for) (?:you|both)',
  'which (?:would|will|one would) (?:suit|work)',
  'would you (?:both |all |two )?(?:like|want|be able) to (?:come|visit|see|meet|join|pop|stop)',
  String.raw`would you and (?:your|\w+) (?:\w+ )?like to`,
  String.raw`(?:could|can|would|will) (?:[\w']+ ){1,4}?(?:both |all )?(?:come ` +
    '(?:along|in|over|by|down|with)|make it|join (?:us|me|in))',
  'do you want to do that',
  'can i (?:call|ring|text|email|message) you',
  "why don't (?:we|you|i)",
  String.raw`how about (?:we|i|you)\b`,
  "something you(?:'d| would) be interested in",
  'are you interested',
  'would it help (?:if|to)',
  'shall (?:i|we)',
  '(?:can|could) you send (?:me|us|over)',
  '(?:can|could|may) i (?:come|pop|stop|drop) (?:in|by|over|round)',
  '(?:can|could|shall) we (?:meet|book|schedule|set|lock|get (?:you|it|that) (?:booked|in))',
  'do you want me to',
  'should i (?:send|hold|pencil|book|go ahead|email)',
  'can i (?:send|hold|pencil|book|go ahead|email|put)',
  'would you like (?:me to|to (?:book|go ahead|lock|secure|reserve|move forward|sign|schedule|come|set up))',
  'want me to',
  'do you want to (?:book|go ahead|lock|secure|reserve|move forward|sign|schedule)',
  'are you (?:free|available)',
  'what time works',
  'which (?:day|time) works',
  'ready to (?:book|move|go|sign|lock)',
  'any (?:other|more) questions',
  'anything else',
  'any questions',
  'sound good',
  'is that okay',
  'are we good',
  'fair enough',
  'make sense',
  'does that help',
];

export const RHETORICAL_WORDS = [
  String.raw`,\s*(?:right|isn't it|aren't they|don't you think|you know|wouldn't you|correct|no)\?$`,
  String.raw`^(?:right|you know|isn't (?:it|that) (?:great|amazing|lovely|beautiful|gorgeous|the best))\b`,
  String.raw`^(?:who doesn't|wouldn't (?:it|that) be|isn't that (?:just )?(?:what|the))\b`,
];

export const ASK_TO_ASK_WORDS = [
  'a (?:few|couple|quick)',
  'some',
  'one',
  'two',
  'three',
  'a question',
  'first',
];

export const WHEN_DATE_WORDS = ['is', 'are', 'were', 'was', 'would', 'will', 'do', 'did'];

export const CLARIFY_WORDS = [
  '(?:did|does|do|was|is|would) (?:that|their|the other|that other|this other) ' +
    String.raw`(?:\w+ )?(?:include|includes|cover|covers|come with)`,
  'what did (?:the other|that|their|this other) ' +
    '(?:quote|one|offer|package|photographer|venue|florist|company) (?:include|cover|say)',
  'whether (?:that|their|the other) (?:quote|offer|price|package)',
  String.raw`what (?!you\b|would\b|do you\b)(?:\w+ ){1,4}(?:included|covered)`,
  'when you say',
  'what do you mean',
  'what did you mean',
  'did you mean',
  'do you mean',
  'you mean',
  "so you(?:'re| are) saying",
  "so what you(?:'re| are) saying",
  'just to (?:confirm|clarify|make sure|check)',
  'to clarify',
  'is that right',
  'did i (?:get|hear) that right',
  '(?:have|did) i got? (?:that|it|everything|all that) right',
  'if i heard you',
  'you mentioned',
  'you said',
  "you(?:'d| had) said",
  'how so',
  'in what way',
  'can you (?:say|tell me) more',
  'could you (?:say|tell me) more',
  'tell me more',
  'say more about',
  'can you expand',
  'could you expand',
  'elaborate',
  'can you give me an example',
  'what does that look like',
  'what would that look like',
  'what makes you say',
  'what exactly do you mean',
  'meaning what',
  'how does (?:that|it|this) (?:work|happen|look)',
  'how often does (?:that|it|this) happen',
  String.raw`^(?:and |so )?(?:when|how long ago) did (?:it|that|this|they|the \w+) ` +
    '(?:start|begin|happen|first)',
  '^(?:and |so )?how long has (?:it|that|this) been',
  String.raw`^when (?:it|that|this|they) (?!comes? to)\w+`,
];

export const REFERENT_CHECK_WORDS = ['is', 'was', 'are', 'were', 'does', 'did', 'has', 'have', 'will'];

export const CLEFT_WORDS = [
  'great',
  'nice',
  'important',
  'different',
  'special',
  'included',
  'amazing',
  'lovely',
];

export const SPOKEN_QUESTION_WORDS = [
  "(?:what|who|where|which)(?:'s|'re| is| are| was| were| do| does| did| would| " +
    String.raw`will| can| could| should| kind| sort| type| time| date| day)\b`,
  'how (?:many|much|long|big|soon|often|old|far|are|is|was|were|do|does|did|would|wi' +
    String.raw`ll|can|could|should|about)\b`,
  String.raw`when (?:is|are|was|were|do|does|did|would|will|can|could|should)\b`,
  String.raw`why (?:is|are|do|does|did|would|not)\b`,
  '(?:do|does|did|are|is|was|were|have|has|can|could|would|will|should|shall) ' +
    String.raw`(?:you|your|we|it|that|this|there|they|anyone|everyone)\b`,
];

export const SPOKEN_STATEMENT_WORDS = [
  String.raw`(?:have|do|be) (?:a|an|the|some|come|take|let|bring|feel|sure)\b`,
  "(?:what|where|how) (?!(?:'s|'re|is|are|was|were|do|does|did|would|will|can|could|" +
    String.raw`should|kind|sort|type|time|date|day|many|much|long|big|soon|often|old|far)\b)(?:[` +
    String.raw`\w']+ ){1,8}(?:is|are|was|were) (?:the|a|an|what|just|really|that|this|all)\b`,
];
