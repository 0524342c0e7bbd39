/** The rubric's last two areas: adapting to the buyer's type, and the next step and close. */
import {
  ASK,
  REASSURE,
  SPECIFICS,
  VISION,
  area,
  brushedOff,
  check,
  matching,
  pressureQuotes,
  sellerSentences,
} from './rubric-parts.ts';
import type { RubricInput } from './rubric-parts.ts';
import { countWords, plural } from './text-utils.ts';
import type { RubricArea, RubricCheck } from './types.ts';

const PROPOSED = 'Proposed but not agreed: ';

/**
 * Every time the salesperson asked for a commitment: an explicit ask ("Shall I hold the date?", "Would
 * Thursday work?") or the next step they proposed. One list, so that the report never says "never asked"
 * while it quotes a proposal.
 */
export function commitmentAsks(input: RubricInput): string[] {
  const asks = matching(sellerSentences(input), ASK);
  const ns = input.nextStep;
  const proposal = ns.agreed ? ns.text : ns.text.startsWith(PROPOSED) ? ns.text.slice(PROPOSED.length) : null;
  if (proposal && !asks.some((a) => a.startsWith(proposal.replace(/…$/, '')))) asks.push(proposal);
  return asks;
}

/**
 * How much the asks are worth: fully only once the buyer's needs were explored (a discovery question asked or
 * an objection addressed) and no concern of theirs was brushed off; 0.4 otherwise.
 * Each pressure tactic (false urgency, "I'd need to know today") takes 0.5 off.
 */
export function askCredit(input: RubricInput): { credit: number; why: string; pressure: string[] } {
  const explored =
    input.questions.some((q) => q.type !== 'other') || input.objections.some((o) => o.addressed);
  const brushed = brushedOff(input).length > 0;
  const pressure = pressureQuotes(input);
  const earned = explored && !brushed;
  const why = !explored ? ' before exploring their needs' : brushed ? ' after brushing off a concern' : '';
  const tactics = pressure.length === 1 ? '1 pressure tactic' : `${pressure.length} pressure tactics`;
  return {
    credit: Math.max(0, (earned ? 1 : 0.4) - 0.5 * pressure.length),
    why: pressure.length ? `${why}${why ? ',' : ''} with ${tactics}` : why,
    pressure,
  };
}

export function scoreAdaptation(input: RubricInput): RubricArea {
  const all = sellerSentences(input);
  const sellerTurns = input.utterances.filter((u) => input.sellers.has(u.speaker));
  const lengths = sellerTurns.map((u) => countWords(u.text));
  const avg = lengths.reduce((a, n) => a + n, 0) / Math.max(1, lengths.length);
  const longest = lengths.reduce((a, n) => Math.max(a, n), 0);
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
    const ask = commitmentAsks(input);
    content = check(
      'adapt-content',
      'Gives a Boss the bottom line and asks for the decision',
      6,
      (ask.length ? 0.5 * askCredit(input).credit : 0) + (avg <= 45 ? 0.5 : 0),
      `Average turn ${Math.round(avg)} words; ${plural(ask.length, 'direct ask')}.`,
      ask,
    );
  } else if (t === 'dreamer') {
    const vis = matching(all, VISION);
    content = check(
      'adapt-content',
      "Shares a Dreamer's excitement and draws out the vision",
      6,
      vis.length / 3,
      `${plural(vis.length, 'moment')} engaging with the vision.`,
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
  // adapting is meeting this buyer, not pushing past them: each concern brushed off and each pressure tactic
  // takes a quarter of the content credit, whatever the type-specific words were
  const brushed = brushedOff(input).length;
  const pressed = pressureQuotes(input).length;
  if (brushed + pressed > 0) {
    const pushed = [
      brushed ? `${plural(brushed, 'concern')} brushed off` : '',
      pressed ? plural(pressed, 'pressure tactic') : '',
    ].filter(Boolean);
    content = check(
      content.id,
      content.label,
      content.weight,
      content.score * Math.max(0, 1 - (brushed + pressed) / 4),
      `${content.detail} ${pushed.join(', ')}.`,
      content.evidence,
    );
  }
  // the pace of the buyer: short turns on average, and no single turn more than twice that
  const paceTarget = t === 'boss' ? 45 : t === 'dreamer' || t === 'relater' ? 70 : 80;
  const pace =
    (avg <= paceTarget ? 1 : avg <= paceTarget * 1.5 ? 0.5 : 0) * (longest <= paceTarget * 2 ? 1 : 0.5);
  return area('adaptation', 'Buyer Adaptation', 10, [
    content,
    check(
      'adapt-pace',
      `Matches the buyer's pace (average turn under ${paceTarget} words, none over ${paceTarget * 2})`,
      4,
      pace,
      `Average salesperson turn: ${Math.round(avg)} words; longest: ${longest}.`,
    ),
  ]);
}

export function scoreClose(input: RubricInput): RubricArea {
  const asks = commitmentAsks(input);
  const { credit, why, pressure } = askCredit(input);
  const ns = input.nextStep;
  const proposed = ns.text.startsWith(PROPOSED);
  const general = input.callKind === 'general';
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
      general
        ? 'Asks for a commitment: the order, a meeting, a trial or the next call'
        : 'Asks for the booking, a date hold or a meeting',
      5,
      asks.length ? credit : 0,
      asks.length ? `Asked for a commitment${why}.` : 'Never asked for a commitment.',
      [...asks.slice(0, 2), ...pressure],
    ),
    // pressure costs trust whatever else the close does: each tactic takes a third of this check (not
    // applicable until the salesperson asks for something or presses)
    check(
      'no-pressure',
      'Lets them decide without pressure (no false scarcity, deadlines or ultimatums)',
      asks.length || pressure.length ? 5 : 0,
      Math.max(0, 1 - pressure.length / 3),
      pressure.length ? `${plural(pressure.length, 'pressure tactic')}.` : 'No pressure tactics.',
      pressure,
    ),
  ]);
}
