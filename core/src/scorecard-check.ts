/**
 * Grades a call's salesperson turns on a team scorecard. `asks_about` passes when a question of the
 * salesperson is about the topic: the conversation reader's topic of the question, or the topic's own words
 * in it; `says` passes when a turn has the phrase, or every content word of it (its meaning in other
 * order); `avoids` passes when no turn has the phrase (or, for a tactic the reader names — pressure, a
 * brush-off, a pitch — no act of that kind). The score is the weight passed over the weight of all checks.
 */
import { readTurn } from './conversation/read-turn.ts';
import { QUESTION_ACTS, type ActKind, type TurnReading } from './conversation/reading-types.ts';
import type { ReportScorecard, ScorecardCheck } from './team-scorecards.ts';

const STOP = new Set(
  [
    'a an and are as at be but by can did do does for from had has have how i if in into is it its me my of on',
    'or our so that the their them then there they this to was we were what when where which who why will with',
    'you your about any ask asks',
  ]
    .join(' ')
    .split(' '),
);

/** Lowercase words without punctuation. */
const words = (text: string) => text.toLowerCase().match(/[a-z0-9$']+/g) ?? [];
/** The content words of a text, cut to their first five letters so 'budgets' and 'budgeting' meet 'budget'. */
const stems = (text: string) =>
  [...new Set(words(text).filter((w) => !STOP.has(w) && w.length > 2))].map((w) => w.slice(0, 5));
const normal = (text: string) => ` ${words(text).join(' ')} `;

/** The reader's question topics a scorecard topic names (budget, date, guests …). */
const READER_TOPICS: Record<string, RegExp> = {
  budget: /\b(?:budget|price|pricing|spend|cost|money|invest)/i,
  date: /\b(?:date|day|when)\b/i,
  guests: /\b(?:guests?|headcount|guest count|how many people)\b/i,
  venue: /\b(?:venue|location|where)\b/i,
  style: /\b(?:style|vibe|look|theme|aesthetic)\b/i,
  decision: /\b(?:decision|decides?|decider|decision.?makers?|who.*(?:choos|decid))/i,
  worries: /\b(?:worr(?:y|ies)|concerns?|fears?|hesitat)/i,
  timeline: /\b(?:timeline|deadline|by when)\b/i,
  priorities: /\b(?:priorit|matters? most|most important)/i,
  comparison: /\b(?:compar|other (?:vendors|options)|shopping around)/i,
};

/** Tactics the reader names as acts, for `avoids` checks. */
const TACTICS: Array<[RegExp, ActKind]> = [
  [/\b(?:pressure|pushy|hard sell|scarcity|deadline|ultimatum|urgency)\b/i, 'pressure'],
  [/\b(?:brush.?off|dismiss\w*)\b/i, 'brush-off'],
  [/\b(?:pitch\w*|bragging)\b/i, 'pitch'],
];

interface Turn {
  text: string;
  reading: TurnReading;
}

function asksAbout(topic: string, turns: Turn[]): string[] {
  const readerTopics = Object.entries(READER_TOPICS)
    .filter(([, re]) => re.test(topic))
    .map(([t]) => t);
  const own = stems(topic);
  const quotes: string[] = [];
  for (const turn of turns)
    for (const act of turn.reading.acts) {
      if (!(QUESTION_ACTS as readonly string[]).includes(act.kind)) continue;
      const byReader = act.topics?.some((t) => readerTopics.includes(t)) ?? false;
      const clause = stems(act.text);
      const byWords = own.length > 0 && own.some((s) => clause.includes(s));
      if (byReader || byWords) quotes.push(act.text);
    }
  return quotes;
}

function saying(phrase: string, turns: Turn[]): string[] {
  const exact = normal(phrase);
  const content = stems(phrase);
  return turns
    .filter((t) => {
      if (normal(t.text).includes(exact)) return true;
      const said = stems(t.text);
      return content.length > 0 && content.every((s) => said.includes(s));
    })
    .map((t) => t.text);
}

function tactic(phrase: string, turns: Turn[]): string[] | undefined {
  const kind = TACTICS.find(([re]) => re.test(phrase))?.[1];
  if (!kind) return undefined;
  return turns.flatMap((t) => t.reading.acts.filter((a) => a.kind === kind).map((a) => a.text));
}

/** Each check passed or not, with the quotes that decided it (at most three each). */
export function gradeScorecard(
  card: { name: string; passMark: number; checks: readonly ScorecardCheck[] },
  salesTurns: readonly string[],
  context: { trade?: string } = {},
): ReportScorecard {
  const turns: Turn[] = salesTurns.map((text) => ({
    text,
    reading: readTurn(text, { trade: context.trade }),
  }));
  const checks = card.checks.map((check) => {
    let passed: boolean;
    let evidence: string[];
    if (check.kind === 'asks_about') {
      evidence = asksAbout(check.topic ?? '', turns);
      passed = evidence.length > 0;
    } else if (check.kind === 'says') {
      evidence = saying(check.phrase ?? '', turns);
      passed = evidence.length > 0;
    } else {
      evidence = tactic(check.phrase ?? '', turns) ?? saying(check.phrase ?? '', turns);
      passed = evidence.length === 0;
    }
    return { label: check.label, passed, evidence: evidence.slice(0, 3), weight: check.weight };
  });
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const won = checks.reduce((sum, c) => sum + (c.passed ? c.weight : 0), 0);
  const score = total > 0 ? Math.round((100 * won) / total) : 0;
  return {
    name: card.name,
    score,
    passed: score >= card.passMark,
    passMark: card.passMark,
    checks: checks.map(({ label, passed, evidence }) => ({ label, passed, evidence })),
  };
}
