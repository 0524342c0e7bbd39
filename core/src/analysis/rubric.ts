/** The visible scoring rubric: skill areas, their checks, weights, pass/fail and quoted evidence. */
import type { BuyerId } from '../buyer-types.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
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

const INTRO =
  /\b(?:this is|i'm|i am|my name is|it's)\s+\p{Lu}[\p{L}'-]+|\bthanks? (?:you )?(?:so much )?for (?:calling|reaching out|getting in touch|your (?:inquiry|enquiry|interest)|coming|making (?:the )?time|taking the time|hopping on)|\bwelcome to\b/iu;
const WARMTH =
  /\b(?:congratulations|congrats|how did you (?:two |both )?meet|how are you|how(?:'s| is) (?:the )?planning|so (?:happy|excited) for you|lovely to (?:meet|speak)|great to (?:meet|hear from)|nice to (?:meet|chat))\b/i;
const AGENDA =
  /\b(?:what i(?:'d| would) love to do|i(?:'d| would) love to (?:hear|learn|start) (?:about you|more about|first)|before i (?:tell|show|talk|walk)|a few questions|to make the most of|here's (?:how|what) i (?:thought|suggest)|agenda|if it's okay,? i(?:'ll| will)|get to know (?:you|the two of you))\b/i;
const TAILORED =
  /\b(?:you mentioned|you said|you told me|since you|because you|as you|based on what you|for (?:the two of you|your (?:day|wedding|ceremony|guests|family))|sounds like you|you were saying|you'd said|you wanted)\b/i;
const SPECIFICS =
  /[$£€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:hours?|hrs|%|percent|guests|weeks?|days?|images|photos|photographs|stems|tables|pages|minutes)\b|\b(?:includes?|included|deposit|retainer|payment plan|second shooter|album|gallery|contract)\b/i;
const ASK =
  /\b(?:would you (?:and (?:your )?\w+ |both |all |two )?like (?:to|me to) (?:book|come|schedule|set|hold|lock|reserve|send|go ahead|meet|visit|see|join|do)|shall (?:i|we) (?:send|hold|book|pencil|set|lock|go ahead|get)|can i (?:hold|pencil|send|book|put|lock|get you)|let's (?:book|schedule|set|lock|get|pencil|put)|i(?:'d| would) love to (?:set up|schedule|book|get you|hold)|does (?:\w+ ){0,3}(?:work|suit) for you|how does (?:\w+ ){0,3}(?:sound|look)|ready to (?:book|move forward|lock)|want to (?:book|lock|go ahead|move forward|secure)|hold the date|courtesy hold|are you free|what time works|which (?:day|time) works|shall we)\b/i;
const REASSURE =
  /\b(?:no pressure|take your time|no rush|don't worry|we(?:'ll| will) take care|you(?:'re| are) in good hands|happy to (?:include|talk|meet|walk|answer)|bring (?:your|them|him|her)|invite (?:your|them)|(?:your|his|her) (?:mom|mum|mother|dad|parents|family)|who else|anyone else|reviews?|refund|guarantee|completely understand)\b/i;
const VISION =
  /\b(?:imagine|picture|vision|feel|dream|story|excit\w*|love that|beautiful|gorgeous|one of (?:my|our) (?:couples|brides)|last (?:summer|year|season)|a couple (?:i|we) (?:had|shot|worked))\b/i;
const TOPICS: Array<[string, RegExp]> = [
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

function check(
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

function sellerSentences(input: RubricInput, limitTurns = Infinity): string[] {
  const out: string[] = [];
  let turns = 0;
  for (const u of input.utterances) {
    if (!input.sellers.has(u.speaker)) continue;
    if (++turns > limitTurns) break;
    for (const sentence of splitSentences(u.text)) out.push(sentence);
  }
  return out;
}

function area(id: string, name: string, weight: number, checks: RubricCheck[]): RubricArea {
  const w = checks.reduce((a, c) => a + c.weight, 0);
  const score = w > 0 ? Math.round((checks.reduce((a, c) => a + c.weight * c.score, 0) / w) * 100) : 0;
  return { id, name, weight: w > 0 ? weight : 0, score, checks };
}

function matching(sentences: string[], re: RegExp): string[] {
  return sentences.filter((s) => re.test(s));
}

function scoreRapport(input: RubricInput): RubricArea {
  const early = sellerSentences(input, 4);
  const all = sellerSentences(input);
  const intro = matching(early, INTRO);
  const warm = matching(all, WARMTH);
  const agenda = matching(sellerSentences(input, 6), AGENDA);
  return area('rapport', 'Rapport & Opening', 10, [
    check(
      'introduction',
      'Introduces themselves and the business',
      4,
      intro.length ? 1 : 0,
      intro.length ? 'Clear introduction at the start.' : 'No introduction found in the first turns.',
      intro,
    ),
    check(
      'warmth',
      'Builds a personal connection (congratulations, how they met, how planning is going)',
      3,
      warm.length >= 2 ? 1 : warm.length * 0.6,
      `${warm.length} warm, personal moments.`,
      warm,
    ),
    check(
      'agenda',
      'Sets up the call and puts the couple first',
      3,
      agenda.length ? 1 : 0,
      agenda.length
        ? 'Explains how the call will go or asks to learn about them first.'
        : 'No framing of the call.',
      agenda,
    ),
  ]);
}

function scoreDiscovery(input: RubricInput): RubricArea {
  const disc = input.questions.filter((q) => q.type !== 'other');
  const target = Math.max(5, Math.min(11, Math.round(input.metrics.totalWords / 180)));
  const problem = input.questions.filter((q) => q.type === 'problemFinding');
  const topics = TOPICS.filter(([, re]) => disc.some((q) => re.test(q.text)));
  const open = disc.filter((q) =>
    /^(?:(?:so|and|okay|ok|great|now)[,\s]+)*(?:what|how|why|tell|walk|talk|describe|help|paint|i'd love|i'm curious)/i.test(
      q.text,
    ),
  );
  return area('discovery', 'Discovery', 25, [
    check(
      'question-volume',
      `Asks enough discovery questions (target ${target} for a call this long)`,
      8,
      disc.length / target,
      `${disc.length} discovery questions (problem, criteria or clarifying).`,
      disc.map((q) => q.text),
    ),
    check(
      'problem-finding',
      'Uncovers worries, goals and what matters emotionally',
      6,
      problem.length >= 2 ? 1 : problem.length * 0.5,
      `${problem.length} problem-finding questions.`,
      problem.map((q) => q.text),
    ),
    check(
      'criteria-coverage',
      'Covers the wedding basics: date, guests, budget, venue, style, who decides',
      7,
      topics.length / 4,
      `Covered: ${topics.map(([t]) => t).join(', ') || 'none'}.`,
      topics.map(([, re]) => disc.find((q) => re.test(q.text))!.text),
    ),
    check(
      'open-questions',
      'Mostly open questions',
      4,
      disc.length ? open.length / disc.length / 0.5 : 0,
      `${open.length} of ${disc.length} discovery questions are open.`,
      open.map((q) => q.text),
    ),
  ]);
}

function scoreListening(input: RubricInput): RubricArea {
  const p = input.metrics.salesPersonPercentage;
  const talk = p < 30 ? 0.7 : p <= 55 ? 1 : p <= 65 ? 0.6 : p <= 75 ? 0.3 : 0;
  const m = input.longestMonologue;
  const mono =
    m.seconds !== null
      ? m.seconds <= 60
        ? 1
        : m.seconds <= 120
          ? 0.6
          : m.seconds <= 180
            ? 0.3
            : 0
      : m.words <= 150
        ? 1
        : m.words <= 250
          ? 0.6
          : m.words <= 400
            ? 0.3
            : 0;
  const clar = input.questions.filter((q) => q.type === 'clarifying');
  const story = input.longestCustomerStory.words;
  return area('listening', 'Listening', 20, [
    check(
      'talk-ratio',
      'Balanced talk time (top performers talk about 43%)',
      8,
      talk,
      `You spoke ${p}% of the words.`,
    ),
    check(
      'monologue',
      'No long monologues',
      5,
      mono,
      `Longest monologue: ${m.seconds !== null ? `${m.seconds} s, ` : ''}${m.words} words.`,
      [m.excerpt],
    ),
    check(
      'clarifying',
      'Checks and deepens what the couple said',
      4,
      clar.length >= 2 ? 1 : clar.length * 0.6,
      `${clar.length} clarifying questions.`,
      clar.map((q) => q.text),
    ),
    check(
      'customer-story',
      'Lets the couple tell their story',
      3,
      story >= 60 ? 1 : story >= 35 ? 0.5 : 0,
      `Longest customer story: ${story} words.`,
      [input.longestCustomerStory.excerpt],
    ),
  ]);
}

function scoreValue(input: RubricInput): RubricArea {
  const all = sellerSentences(input);
  const tailored = matching(all, TAILORED);
  const specifics = matching(all, SPECIFICS);
  const handled = input.objections.filter((o) => o.addressed);
  const objections = input.objections.length
    ? check(
        'objections',
        'Addresses every objection (price, "we need to think about it", other vendors)',
        10,
        handled.length / input.objections.length,
        `${handled.length} of ${input.objections.length} objections addressed.`,
        input.objections.map((o) => `${o.addressed ? '✓' : '✗'} "${o.text}"`),
      )
    : check(
        'objections',
        'Addresses every objection (not applicable: none raised)',
        0,
        1,
        'No objections were raised.',
      );
  return area('value', 'Value & Objection Handling', 20, [
    objections,
    check(
      'tailored-value',
      "Ties the offer to the couple's own words",
      6,
      tailored.length >= 2 ? 1 : tailored.length * 0.6,
      `${tailored.length} times the offer was linked to what the couple said.`,
      tailored,
    ),
    check(
      'specifics',
      'Gives concrete specifics (what is included, hours, price, terms)',
      4,
      specifics.length >= 2 ? 1 : specifics.length * 0.5,
      `${specifics.length} concrete specifics.`,
      specifics,
    ),
  ]);
}

function scoreAdaptation(input: RubricInput): RubricArea {
  const all = sellerSentences(input);
  const sellerTurns = input.utterances.filter((u) => input.sellers.has(u.speaker));
  const avg = sellerTurns.reduce((a, u) => a + countWords(u.text), 0) / Math.max(1, sellerTurns.length);
  const t = input.buyerType;
  let content: RubricCheck;
  if (t === 'analyzer') {
    const spec = matching(all, SPECIFICS);
    content = check(
      'adapt-content',
      'Answers an Analyzer with facts, details and written follow-up',
      6,
      spec.length / 4,
      `${spec.length} specific facts given.`,
      spec,
    );
  } else if (t === 'boss') {
    const ask = matching(all, ASK);
    content = check(
      'adapt-content',
      'Gives a Boss the bottom line and asks for the decision',
      6,
      (ask.length ? 0.5 : 0) + (avg <= 45 ? 0.5 : 0),
      `Average turn ${Math.round(avg)} words; ${ask.length} direct asks.`,
      ask,
    );
  } else if (t === 'dreamer') {
    const vis = matching(all, VISION);
    content = check(
      'adapt-content',
      "Shares a Dreamer's excitement and draws out the vision",
      6,
      vis.length / 3,
      `${vis.length} moments engaging with the vision.`,
      vis,
    );
  } else {
    const re = matching(all, REASSURE);
    content = check(
      'adapt-content',
      'Reassures a Relater and includes the people they consult',
      6,
      re.length / 3,
      `${re.length} reassuring or inclusive moments.`,
      re,
    );
  }
  const paceTarget = t === 'boss' ? 45 : t === 'dreamer' || t === 'relater' ? 70 : 80;
  return area('adaptation', 'Buyer Adaptation', 10, [
    content,
    check(
      'adapt-pace',
      `Matches the buyer's pace (average turn under ${paceTarget} words)`,
      4,
      avg <= paceTarget ? 1 : avg <= paceTarget * 1.5 ? 0.5 : 0,
      `Average salesperson turn: ${Math.round(avg)} words.`,
    ),
  ]);
}

function scoreClose(input: RubricInput): RubricArea {
  const asks = matching(sellerSentences(input), ASK);
  const ns = input.nextStep;
  const proposed = ns.text.startsWith('Proposed');
  return area('close', 'Next Step & Close', 15, [
    check(
      'next-step',
      'A concrete next step (action, date, owner) is agreed',
      10,
      ns.agreed ? 1 : proposed ? 0.35 : 0,
      ns.text,
      ns.agreed ? [ns.text] : [],
    ),
    check(
      'ask',
      'Asks for the booking, a date hold or a meeting',
      5,
      asks.length ? 1 : 0,
      asks.length ? 'Asked for a commitment.' : 'Never asked for a commitment.',
      asks,
    ),
  ]);
}

export function scoreRubric(input: RubricInput): { areas: RubricArea[]; overall: number } {
  const areas = [
    scoreRapport(input),
    scoreDiscovery(input),
    scoreListening(input),
    scoreValue(input),
    scoreAdaptation(input),
    scoreClose(input),
  ];
  const w = areas.reduce((a, x) => a + x.weight, 0);
  const overall = w > 0 ? Math.round(areas.reduce((a, x) => a + x.weight * x.score, 0) / w) : 0;
  return { areas, overall };
}
