/** The rubric's building blocks: its input, the phrase patterns the checks look for, and small helpers. */
import { splitSentences, truncateText } from './text-utils.ts';
import type {
  CallMetrics,
  DetectedQuestion,
  Monologue,
  NextStep,
  Objection,
  RubricArea,
  RubricCheck,
  Utterance,
} from './types.ts';
import type { BuyerId } from '../buyer-types.ts';

export interface RubricInput {
  utterances: Utterance[];
  sellers: Set<string>;
  questions: DetectedQuestion[];
  objections: Objection[];
  nextStep: NextStep;
  metrics: CallMetrics;
  longestMonologue: Monologue;
  longestCustomerStory: Monologue;
  buyerType: BuyerId;
}

export const INTRO =
  /\b(?:this is|i'm|i am|my name is|it's)\s+\p{Lu}[\p{L}'-]+|\bthanks? (?:you )?(?:so much )?for (?:calling|reaching out|getting in touch|your (?:inquiry|enquiry|interest)|coming|making (?:the )?time|taking the time|hopping on)|\bwelcome to\b/iu;
export const WARMTH =
  /\b(?:congratulations|congrats|how did you (?:two |both )?meet|how are you|how(?:'s| is) (?:the )?planning|so (?:happy|excited) for you|lovely to (?:meet|speak)|great to (?:meet|hear from)|nice to (?:meet|chat))\b/i;
export const AGENDA =
  /\b(?:what i(?:'d| would) love to do|i(?:'d| would) love to (?:hear|learn|start) (?:about you|more about|first)|before i (?:tell|show|talk|walk)|a few questions|to make the most of|here's (?:how|what) i (?:thought|suggest)|agenda|if it's okay,? i(?:'ll| will)|get to know (?:you|the two of you))\b/i;
export const TAILORED =
  /\b(?:you mentioned|you said|you told me|since you|because you|as you|based on what you|for (?:the two of you|your (?:day|wedding|ceremony|guests|family))|sounds like you|you were saying|you'd said|you wanted)\b/i;
export const SPECIFICS =
  /[$£€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:hours?|hrs|%|percent|guests|weeks?|days?|images|photos|photographs|stems|tables|pages|minutes)\b|\b(?:includes?|included|deposit|retainer|payment plan|second shooter|album|gallery|contract)\b/i;
export const ASK =
  /\b(?:would you (?:and (?:your )?\w+ |both |all |two )?like (?:to|me to) (?:book|come|schedule|set|hold|lock|reserve|send|go ahead|meet|visit|see|join|do)|shall (?:i|we) (?:send|hold|book|pencil|set|lock|go ahead|get)|can i (?:hold|pencil|send|book|put|lock|get you)|let's (?:book|schedule|set|lock|get|pencil|put)|i(?:'d| would) love to (?:set up|schedule|book|get you|hold)|does (?:\w+ ){0,3}(?:work|suit) for you|how does (?:\w+ ){0,3}(?:sound|look)|ready to (?:book|move forward|lock)|want to (?:book|lock|go ahead|move forward|secure)|hold the date|courtesy hold|are you free|what time works|which (?:day|time) works|shall we)\b/i;
export const REASSURE =
  /\b(?:no pressure|take your time|no rush|don't worry|we(?:'ll| will) take care|you(?:'re| are) in good hands|happy to (?:include|talk|meet|walk|answer)|bring (?:your|them|him|her)|invite (?:your|them)|(?:your|his|her) (?:mom|mum|mother|dad|parents|family)|who else|anyone else|reviews?|refund|guarantee|completely understand)\b/i;
export const VISION =
  /\b(?:imagine|picture|vision|feel|dream|story|excit\w*|love that|beautiful|gorgeous|one of (?:my|our) (?:couples|brides)|last (?:summer|year|season)|a couple (?:i|we) (?:had|shot|worked))\b/i;
export const TOPICS: Array<[string, RegExp]> = [
  ['date', /\b(?:date|when(?:'s| is) (?:the|your)|month|season|year|timeline|time ?frame)\b/i],
  ['guest count', /\b(?:how many (?:guests|people)|guest (?:count|list)|head ?count|how big)\b/i],
  ['budget', /\b(?:budget|invest|spend|price range|ballpark|afford)\b/i],
  ['venue / location', /\b(?:venue|where|location|ceremony|reception|indoors?|outdoors?)\b/i],
  [
    'style / priorities',
    /\b(?:style|vision|look|feel|important|priorit\w*|matters? most|looking for|must[- ]haves?|colou?rs?|theme|vibe)\b/i,
  ],
  ['decision makers', /\b(?:who else|decid\w*|decision|parents|partner|fianc[eé]e?|anyone else)\b/i],
];

export function check(
  id: string,
  label: string,
  weight: number,
  score: number,
  detail: string,
  evidence: string[] = [],
): RubricCheck {
  const s = Math.max(0, Math.min(1, score));
  return {
    id,
    label,
    weight,
    score: Math.round(s * 100) / 100,
    passed: s >= 0.6,
    detail,
    evidence: evidence.slice(0, 3).map((e) => truncateText(e, 160)),
  };
}

export function sellerSentences(input: RubricInput, limitTurns = Infinity): string[] {
  const out: string[] = [];
  let turns = 0;
  for (const u of input.utterances) {
    if (!input.sellers.has(u.speaker)) continue;
    if (++turns > limitTurns) break;
    for (const sentence of splitSentences(u.text)) out.push(sentence);
  }
  return out;
}

export function area(id: string, name: string, weight: number, checks: RubricCheck[]): RubricArea {
  const w = checks.reduce((a, c) => a + c.weight, 0);
  const score = w > 0 ? Math.round((checks.reduce((a, c) => a + c.weight * c.score, 0) / w) * 100) : 0;
  return { id, name, weight: w > 0 ? weight : 0, score, checks };
}

export function matching(sentences: string[], re: RegExp): string[] {
  return sentences.filter((s) => re.test(s));
}
