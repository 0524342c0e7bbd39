/** Word families read by `objections.ts`: one concept per list, each entry one alternative of its pattern. */

export const REPEATED_SENTENCE_WORDS = [
  String.raw`^(?:\w+[,.]? )?(?:i|we) (?:already |just )?(?:asked|said)\b`,
  String.raw`\bthat's not (?:an answer|what i asked)`,
  String.raw`\byou (?:didn't|haven't) answer`,
  String.raw`\bi didn't ask\b`,
];

export const PRICE_OBJECTION_WORDS = [
  'expensive',
  'pricey',
  '(?:a bit|a little|slightly|way|well|quite a bit) over (?:what|our|my|the)',
  "(?:over|above|more than) what (?:we|i)(?:'d| had| were| was)? " +
    '(?:wanted|planned|budgeted|hoped|expected|thinking|hoping|expecting)',
  'too (?:much|steep|high)',
  '(?:over|above|outside|out of|beyond|blow(?:s|ing)?) (?:our|my|the) budget',
  "more than (?:we|i)(?:'d| had| were| was)? " +
    '(?:wanted|planned|can|expected|budgeted|hoped|hoping|thinking|expecting|said|had in mind)',
  String.raw`(?:hundred|thousand|grand|pounds|dollars|euros|quid) over\b`,
  String.raw`(?:higher|more) than (?:the other|the last|their) (?:one|quote|\w+)`,
  "can't afford",
  'cannot afford',
  'a lot of money',
  "that's (?:steep|pricey|a lot(?! of))",
  '(?:cheaper|less expensive|lower price)',
  'price is (?:high|a concern|an issue)',
  '(?:sticker|price) shock',
  'on a (?:tight|strict|small) budget',
  'a bit much',
  'out of (?:our|my) (?:range|price range)',
  String.raw`\d over\b`,
  String.raw`(?:a bit|a little|slightly|way) over\b`,
  'over (?:our|my|the) (?:ceiling|limit|max|maximum|cap)',
  '(?:already )?a (?:bit of a |real )?stretch',
  'hoping to (?:stay|keep it|come in) (?:around|under|below|within|at)',
  'what (?:that|this|it) does to the (?:price|cost|total)',
];

export const STALL_OBJECTION_WORDS = [
  '(?:need|want|have) to (?:think|talk|discuss|check|sleep)',
  'think (?:it over|about it)',
  'talk (?:it over|to|with) (?:my|our|his|her)',
  'check with (?:my|our|his|her)',
  'run it by',
  'sleep on it',
  'get back to you',
  'let you know',
  'not (?:ready|sure) (?:to|yet|about)',
  'not ready',
  'hold off',
  'no rush to decide',
  '(?:mull|chew) (?:it )?over',
];

export const COMPETITOR_OBJECTION_WORDS = [
  'another (?:photographer|venue|florist|planner|vendor|company|option)',
  'other (?:photographers|venues|florists|planners|vendors|quotes|options)',
  'the other (?:venue|photographer|florist|planner|caterer|videographer|baker|dj|band|company|quote)',
  '(?:someone|somebody) else',
  '(?:they|she|he) (?:quoted|offered|charge)',
  'quote from',
  'from another (?:place|one|company|supplier|shop)',
  'other places',
  'elsewhere',
  'comparing',
  'shopping around',
  'a cheaper',
];

export const RISK_OBJECTION_WORDS = [
  'what if it rains',
  'if it rains',
  'what happens if',
  'worries (?:that|about|we|i|they)',
  '(?:missed|forgot|lost|ruined) (?:half|all|most|some|the)',
  String.raw`took (?:\w+ )?(?:months|weeks|forever|ages)`,
  "(?:didn't|never) (?:call|show|turn up|deliver)",
  '(?:worried|concerned|nervous|scared|afraid) ' +
    "(?:about|that|of|the|it|it'll|we|we'll|i|i'll|they|they'll|my|our|if|how)",
  '(?:bad|terrible|awful) experience',
  'got burned',
  'not sure (?:if|whether|about)',
  'hesitant',
  'skeptical',
  'sceptical',
];

export const FIT_OBJECTION_WORDS = [
  "(?:don't|do not|haven't|have not) (?:really )?(?:have|got) (?:the )?time (?:for|to)",
  'not (?:really )?(?:our|my) (?:style|vibe|taste|thing)',
  "doesn't (?:fit|suit)",
  'too (?:big|small|formal|casual|far|early|late)',
  "don't (?:need|want) (?:all|that|the)",
];

export const CONDITION_OBJECTION_WORDS = [
  'before (?:committing|paying|booking|signing|deciding|(?:we|i) (?:commit|decide|book|sign|pay))',
  String.raw`(?:like|want|need) (?:\w+ ){0,3}to (?:see|meet|show|taste|read|check|try|know) ` +
    String.raw`(?:\S+ ){0,6}?(?:first|before)`,
  'without (?:reading|seeing|meeting|tasting) (?:it|them|you|the)',
];

export const ASKS_WORRY_WORDS = [
  'worr(?:y|ies|ied)',
  'concerns?',
  'nervous',
  'scared',
  'afraid',
  'fears?',
  'keeps? you up',
  'went wrong',
  'go wrong',
  'put you off',
  String.raw`hesitat\w*`,
];

export const HANDLING_WORDS = [
  'i (?:completely |totally |really )?(?:understand|hear you|get (?:it|that))',
  "that's a (?:real|genuine|big) (?:concern|worry)",
  'that makes (?:total |complete )?sense',
  '(?:totally|completely) fair',
  'fair (?:question|point|enough)',
  'great question',
  'good question',
  "that's (?:a )?(?:fair|valid|common|normal)",
  'a lot of (?:couples|our couples|clients|people)',
  'many (?:couples|clients)',
  'what if',
  'we (?:can|could) (?:split|spread|break|start|adjust|tailor|customi[sz]e|remove|dr' +
    'op|trim|reduce|hold|offer|add|include|do|look)',
  'payment (?:plan|schedule)',
  'instal?lments?',
  '(?:smaller|lighter|shorter|custom|different) (?:package|collection|option)',
  String.raw`(?:option|options)\b`,
  'refund',
  'guarantee',
  'backup',
  'back-up',
  'plan b',
  'rain plan',
  'tent',
  'insurance',
  'included',
  'includes',
  'reviews?',
  'references?',
  'portfolio',
  'happy to',
  'no pressure',
  'hold the date',
  'courtesy hold',
  'invite (?:them|your|him|her)',
  'bring (?:them|your|him|her)',
  'compared to',
  'difference is',
  'what you get',
  'apples to apples',
  'value',
  'worth',
];
