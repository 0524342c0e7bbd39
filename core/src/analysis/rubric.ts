/** The visible scoring rubric: skill areas, their checks, weights, pass/fail and quoted evidence. */
import {
  INTRO,
  WARMTH,
  AGENDA,
  TAILORED,
  SPECIFICS,
  ASK,
  REASSURE,
  VISION,
  TOPICS,
  check,
  sellerSentences,
  area,
  matching,
  type RubricInput,
} from './rubric-parts.ts';
import { countWords } from './text-utils.ts';
import type { RubricArea, RubricCheck } from './types.ts';

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
