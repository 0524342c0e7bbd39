/** The prose around the computed numbers: comments, strengths, improvements and action items. */
import type { BuyerId } from '../buyer-types.ts';
import type { CallFindings } from './call-findings-types.ts';
import { plural } from './text-utils.ts';
import type { CallKind, CallMetrics, DetectedQuestion, NextStep, Objection, RubricArea } from './types.ts';

export function commentTalkRatio(p: number, kind: CallKind = 'wedding'): string {
  const them = kind === 'general' ? 'the buyer' : 'the couple';
  if (p > 75)
    return (
      `You spoke ${p}% of the words. That is a pitch, not a conversation: ` +
      'top performers talk about 43% and win rates drop above 65%.'
    );
  if (p > 65)
    return `You spoke ${p}% of the words, above the 65% line where win rates fall. Ask more and let ${them} talk.`;
  if (p > 55) return `You spoke ${p}% of the words: close to balanced, but top performers stay nearer 43%.`;
  if (p >= 30)
    return `You spoke ${p}% of the words: a well-balanced conversation (top performers talk about 43%).`;
  return `You spoke only ${p}% of the words. Listening is good, but guide the call and share how you can help.`;
}

export function commentQuestions(questions: DetectedQuestion[], kind: CallKind = 'wedding'): string {
  const general = kind === 'general';
  const by = (t: string) => questions.filter((q) => q.type === t).length;
  const disc = by('problemFinding') + by('criteriaFinding') + by('clarifying');
  const base =
    `${plural(disc, 'discovery question')} (${by('problemFinding')} problem-finding, ` +
    `${by('criteriaFinding')} criteria-finding, ${by('clarifying')} clarifying) and ${by('other')} other.`;
  if (disc === 0)
    return (
      `${base} No discovery at all: ` +
      (general
        ? 'ask about their situation, what is not working and how they will decide before presenting.'
        : 'ask about their day, their worries and how they will decide before presenting.')
    );
  if (disc < 6) return `${base} The best discovery calls ask 11–14 questions; ask more before you present.`;
  if (by('problemFinding') === 0)
    return general
      ? `${base} Add questions about problems, their causes and impact, not only facts.`
      : `${base} Add questions about worries and goals, not only facts.`;
  if (disc > 18)
    return `${base} That is a lot of questions; make sure it feels like a conversation, not an interview.`;
  return `${base} Good range: the best discovery calls ask 11–14 questions.`;
}

const RECOMMEND: Record<CallKind, Record<string, string>> = {
  wedding: {
    rapport:
      'Open with a warm introduction (your name, your business), congratulate them ' +
      'and say how the call will go before talking about packages.',
    discovery:
      'Before presenting, ask about their date, guest count, venue, budget and who decides, ' +
      'plus one or two questions about what worries them or what the day should feel like.',
    listening:
      'Talk less than half the time: after each answer, ask a follow-up ("When you say…, what do you mean?") ' +
      'and keep explanations under a minute.',
    value:
      'Acknowledge each concern, ask what is behind it, and answer with what matters to them ' +
      'in their own words (payment plans, smaller packages, guarantees).',
    adaptation: 'Match the buyer: adapt the length, tone and content of your answers to how they speak.',
    close:
      'End every call with a concrete next step: propose a tasting, a tour, a call or a date hold ' +
      'with a day and time, and get a clear yes.',
  },
  general: {
    rapport:
      'Open with a warm introduction (your name, your company), show interest in them ' +
      'and say how the call will go before presenting.',
    discovery:
      'Before presenting, ask how things work today, what they need, their timeline, budget and who decides, ' +
      'plus one or two questions about what is not working and what it costs them.',
    listening:
      'Talk less than half the time: after each answer, ask a follow-up ("When you say…, what do you mean?") ' +
      'and keep explanations under a minute.',
    value:
      'Acknowledge each concern, ask what is behind it, and answer with what matters to them ' +
      'in their own words (options, terms, guarantees, proof).',
    adaptation: 'Match the buyer: adapt the length, tone and content of your answers to how they speak.',
    close:
      'End every call with a concrete next step: propose a meeting, a demo, a trial or the order ' +
      'with a day and time, and get a clear yes.',
  },
};
const BUYER_TIP: Record<CallKind, Record<BuyerId, string>> = {
  wedding: {
    analyzer:
      'With an Analyzer, bring specifics (what is included, hours, delivery times, contract terms) ' +
      'and follow up in writing with a decision date.',
    boss: 'With a Boss, be brief: give the bottom line and two clear options, then ask for the decision.',
    dreamer:
      'With a Dreamer, ask them to describe the day, share stories from similar weddings ' +
      'and turn the excitement into one concrete step.',
    relater:
      'With a Relater, slow down, reassure them and invite the partner or parents they consult into the next step.',
  },
  general: {
    analyzer:
      'With an Analyzer, bring specifics (what is included, numbers, timelines, terms) ' +
      'and follow up in writing with a decision date.',
    boss: 'With a Boss, be brief: give the bottom line and two clear options, then ask for the decision.',
    dreamer:
      'With a Dreamer, ask them to describe what they want to achieve, share stories from similar customers ' +
      'and turn the excitement into one concrete step.',
    relater:
      'With a Relater, slow down, reassure them and invite the people they consult into the next step.',
  },
};

/** Skill areas at or above this score are strengths; below it, improvements. One area is never both. */
const STRENGTH_SCORE = 70;

export function buildStrengths(areas: RubricArea[]) {
  return areas
    .filter((a) => a.weight > 0 && a.score >= STRENGTH_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((a) => {
      const best = a.checks.filter((c) => c.passed && c.weight > 0).map((c) => c.detail);
      return {
        title: a.name,
        description: best.join(' ') || `${a.name} was solid.`,
        score: Math.round(a.score / 10),
      };
    });
}

/**
 * The areas to improve, each with its own recommendation; the tip for the buyer's type is said once, with the
 * first of them, so that no sentence repeats across the report's sections.
 */
export function buildImprovements(areas: RubricArea[], buyer: BuyerId, kind: CallKind = 'wedding') {
  return areas
    .filter((a) => a.weight > 0 && a.score < STRENGTH_SCORE)
    .sort((a, b) => a.score * a.weight - b.score * b.weight)
    .slice(0, 3)
    .map((a, i) => {
      const failed = a.checks.filter((c) => !c.passed && c.weight > 0);
      const tip = i === 0 ? BUYER_TIP[kind][buyer] : '';
      return {
        title: a.name,
        description: failed.map((c) => `${c.label}: ${c.detail}`).join(' ') || `${a.name} can be stronger.`,
        recommendation: `${RECOMMEND[kind][a.id] ?? ''} ${tip}`.trim(),
      };
    });
}

/** A quotation that ends a sentence: the full stop inside the quotes, and none added after an end mark. */
const endQuote = (text: string) => `"${text}${/[.!?…]$/.test(text) ? '' : '.'}"`;

export function buildActionItems(
  areas: RubricArea[],
  buyer: BuyerId,
  metrics: CallMetrics,
  nextStep: NextStep,
  objections: Objection[],
  kind: CallKind = 'wedding',
  findings?: CallFindings,
) {
  const general = kind === 'general';
  const items: string[] = [];
  const check = (id: string) => areas.flatMap((a) => a.checks).find((c) => c.id === id);
  if (!nextStep.agreed)
    items.push(
      'Follow up within 24 hours and propose one concrete next step with a day and time ' +
        (general ? '(a call, a demo, a trial or the order).' : '(tasting, tour, call or date hold).'),
    );
  const brushed = findings?.concerns.find((c) => c.status === 'brushed-off');
  if (brushed)
    items.push(
      `Go back to the worry you brushed off: ${endQuote(brushed.quote)} Take it seriously and ask what is behind it.`,
    );
  const ignored = findings?.unansweredQuestions[0];
  if (ignored && !brushed) items.push(`Answer the question you left open: "${ignored.quote}"`);
  if (findings?.pressure.length)
    items.push(
      `Drop the pressure ("${findings.pressure[0]!.quote}"): give them a reason to decide, not a deadline.`,
    );
  const open = objections.filter((o) => !o.addressed);
  if (open.length && !brushed)
    items.push(
      `Go back to the concern you did not address: ${endQuote(open[0]!.text)} ` +
        'Acknowledge it and ask what is behind it.',
    );
  if (metrics.salesPersonPercentage > 60)
    items.push('In your next call, aim to speak under 55% of the time: ask, then wait.');
  if (check('problem-finding') && !check('problem-finding')!.passed)
    items.push(
      general
        ? 'Prepare two questions about problems and their impact, e.g. "What\'s getting in the way right now?" ' +
            'and "What happens if nothing changes?"'
        : 'Prepare two questions about worries or goals, e.g. "What are you most nervous about for the day?"',
    );
  if (check('criteria-coverage') && !check('criteria-coverage')!.passed)
    items.push(
      general
        ? 'Use a checklist for the basics: how it works today, needs, timeline, budget, scale and who decides.'
        : 'Use a checklist for the basics: date, guest count, venue, budget, style and who decides.',
    );
  if (check('monologue') && !check('monologue')!.passed)
    items.push('Keep each explanation under a minute and end it with a question.');
  // the buyer-type tip is said with the first improvement; here only when there is none
  if (!areas.some((a) => a.weight > 0 && a.score < STRENGTH_SCORE)) items.push(BUYER_TIP[kind][buyer]);
  return items.slice(0, 5).map((text) => ({ text }));
}
