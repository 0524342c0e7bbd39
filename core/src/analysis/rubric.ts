/** The visible scoring rubric: skill areas, their checks, weights, pass/fail and quoted evidence. */
import { scoreAdaptation, scoreClose } from './rubric-adapt-close.ts';
import {
  INTRO,
  NAMED_INTRO,
  WARMTH,
  AGENDA,
  SPECIFICS,
  check,
  sellerSentences,
  area,
  brushedOff,
  matching,
  tailoredStatements,
  topicsFor,
  type RubricInput,
} from './rubric-parts.ts';
import { countWords, plural } from './text-utils.ts';
import { volunteeredBasics } from './volunteered-basics.ts';
import type { RubricArea } from './types.ts';

export type { RubricInput };

/** The words of a check that differ between a wedding consultation and any other call. */
function words(input: RubricInput) {
  const general = input.callKind === 'general';
  return {
    buyer: general ? 'the buyer' : 'the couple',
    warmth: general
      ? 'Builds a personal connection (a warm greeting, empathy, interest in them)'
      : 'Builds a personal connection (congratulations, how they met, how planning is going)',
    problem: general
      ? 'Uncovers problems, their causes and impact, and goals'
      : 'Uncovers worries, goals and what matters emotionally',
    criteria: general
      ? 'Covers the basics: current situation, needs, timeline, budget, scale, who decides'
      : 'Covers the wedding basics: date, guests, budget, venue, style, who decides',
  };
}

function scoreRapport(input: RubricInput): RubricArea {
  const early = sellerSentences(input, 4);
  const all = sellerSentences(input);
  const intro = early.filter((sentence) => INTRO.test(sentence) || NAMED_INTRO.test(sentence));
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
      words(input).warmth,
      3,
      warm.length >= 2 ? 1 : warm.length * 0.6,
      `${warm.length} warm, personal moments.`,
      warm,
    ),
    check(
      'agenda',
      `Sets up the call and puts ${words(input).buyer} first`,
      3,
      agenda.length ? 1 : 0,
      agenda.length
        ? 'Explains how the call will go or asks to learn about them first.'
        : 'No framing of the call.',
      agenda,
    ),
  ]);
}

/** a salesperson turn this long is a pitch or a lecture (about 20 seconds of talk) */
const PITCH_TURN_WORDS = 50;

/**
 * The salesperson's long turns (pitches, long explanations, long answers) before their second discovery
 * question: a seller who presents before learning anything cannot tailor what they present.
 */
function pitchBeforeDiscovery(input: RubricInput, disc: RubricInput['questions']): string[] {
  const second = disc[1]?.utteranceIndex ?? input.utterances.length;
  return input.utterances
    .slice(0, second)
    .filter((u) => input.sellers.has(u.speaker) && countWords(u.text) >= PITCH_TURN_WORDS)
    .map((u) => u.text);
}

function scoreDiscovery(input: RubricInput): RubricArea {
  const disc = input.questions.filter((q) => q.type !== 'other');
  const target = Math.max(5, Math.min(11, Math.round(input.metrics.totalWords / 180)));
  const problem = input.questions.filter((q) => q.type === 'problemFinding');
  // a basic counts when asked, or (wedding calls) when the couple volunteered it and the salesperson confirmed it
  const volunteered = input.callKind === 'general' ? [] : volunteeredBasics(input.utterances, input.sellers);
  const topics: Array<[string, string]> = topicsFor(input.callKind).flatMap(
    ([name, re]): Array<[string, string]> => {
      const asked = disc.find((q) => re.test(q.text))?.text;
      const heard = volunteered.find(([t]) => t === name)?.[1];
      return asked ? [[name, asked]] : heard ? [[name, heard]] : [];
    },
  );
  const open = disc.filter((q) =>
    /^(?:(?:so|and|okay|ok|great|now)[,\s]+)*(?:what|how|why|tell|walk|talk|describe|help|paint|i'd love|i'm curious)/i.test(
      q.text,
    ),
  );
  const early = pitchBeforeDiscovery(input, disc);
  const earlyWords = early.reduce((a, t) => a + countWords(t), 0);
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
      words(input).problem,
      6,
      problem.length >= 2 ? 1 : problem.length * 0.5,
      `${plural(problem.length, 'problem-finding question')}.`,
      problem.map((q) => q.text),
    ),
    check(
      'criteria-coverage',
      words(input).criteria,
      7,
      topics.length / 4,
      `Covered: ${topics.map(([t]) => t).join(', ') || 'none'}.`,
      topics.map(([, quote]) => quote),
    ),
    check(
      'discovery-first',
      'Discovers before pitching (no long pitch before the second discovery question)',
      6,
      1 - earlyWords / 200,
      early.length
        ? `${plural(earlyWords, 'word')} of pitch or explanation before the second discovery question.`
        : 'Asked before presenting.',
      early,
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
  // a Boss buyer answers in a few words by nature, so the salesperson's share runs ten points higher and
  // a 30-word answer is a full story
  const boss = input.buyerType === 'boss';
  const shift = boss ? 10 : 0;
  const talk = p < 30 ? 0.7 : p <= 55 + shift ? 1 : p <= 65 + shift ? 0.6 : p <= 75 + shift ? 0.3 : 0;
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
  const brushed = brushedOff(input);
  const ignored = input.findings?.unansweredQuestions ?? [];
  const heard = [
    brushed.length
      ? `${plural(brushed.length, 'concern or question', 'concerns or questions')} brushed off.`
      : '',
    ignored.length ? `${plural(ignored.length, 'question')} of theirs left unanswered.` : '',
  ].filter(Boolean);
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
      `Checks and deepens what ${words(input).buyer} said`,
      4,
      clar.length >= 2 ? 1 : clar.length * 0.6,
      `${plural(clar.length, 'clarifying question')}.`,
      clar.map((q) => q.text),
    ),
    check(
      'customer-story',
      `Lets ${words(input).buyer} tell their story`,
      3,
      story >= (boss ? 30 : 60) ? 1 : story >= (boss ? 18 : 35) ? 0.5 : 0,
      `Longest customer story: ${story} words.`,
      [input.longestCustomerStory.excerpt],
    ),
    check(
      'concerns-heard',
      `Takes ${words(input).buyer}'s worries and questions seriously (no brushing off)`,
      6,
      Math.max(0, 1 - brushed.length / 2 - ignored.length / 4),
      heard.length ? heard.join(' ') : 'No concern was brushed off and no question of theirs was ignored.',
      [...brushed, ...ignored.map((q) => q.quote)],
    ),
  ]);
}

function scoreValue(input: RubricInput): RubricArea {
  const all = sellerSentences(input);
  // brushing off a concern shows the offer was not tailored to the buyer: each one halves the tailoring credit
  const brushed = brushedOff(input);
  const tailored = tailoredStatements(input);
  const specifics = matching(all, SPECIFICS);
  // one judgement with the report's findings: an objection is addressed when the findings list the same words
  // as answered (one brushed off or pressed past is not, whatever its reply's words)
  const status = new Map((input.findings?.concerns ?? []).map((c) => [c.quote, c.status]));
  const handled = input.objections.filter((o) =>
    input.findings ? status.get(o.text) === 'answered' : o.addressed,
  );
  const isHandled = new Set(handled);
  const objections = input.objections.length
    ? check(
        'objections',
        'Addresses every objection (price, "we need to think about it", other vendors)',
        10,
        handled.length / input.objections.length,
        `${handled.length} of ${plural(input.objections.length, 'objection')} addressed.`,
        input.objections.map((o) => `${isHandled.has(o) ? '✓' : '✗'} "${o.text}"`),
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
      `Ties the offer to ${words(input).buyer}'s own words`,
      6,
      (tailored.length >= 2 ? 1 : tailored.length * 0.6) * Math.max(0, 1 - brushed.length / 2),
      `${plural(tailored.length, 'time')} the offer was linked to what ${words(input).buyer} said.`,
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
