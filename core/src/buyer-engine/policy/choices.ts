/**
 * Either-or and scheduling questions. An either-or gets a choice or a question about the difference: with a
 * price for each option, the buyer picks the one its budget allows (the cheaper when both fit, unless a
 * Dreamer loves the first); with no prices, a Boss or Dreamer picks, an Analyzer or Relater asks what
 * separates them (and picks when asked again). A scheduling question gets a time: the one offered, one of
 * the buyer's own, or, for a buyer who decides with someone not on the call, "let me check with them".
 */
import type { DialogueAct, MoneySlot } from '../../conversation/reading-types.ts';
import { weighPrice } from '../../conversation/conversation-state.ts';
import { notThePrice } from '../../conversation/deposits.ts';
import {
  askedAboutSomeone,
  askedDifference,
  asksAboutOwnPlans,
  explainedInTurn,
  optionLabels,
} from './options.ts';
import { say, type Turn } from '../engine-turn.ts';
import { meetingTime } from './act-checks.ts';
import { sayPolicy } from './policy-say.ts';
import { TYPE_POLICIES } from './type-policy.ts';

/** Prices paired with options in the order said, when there is one per option. */
function pricesOf(turn: Turn, act: DialogueAct): Array<MoneySlot | undefined> {
  const options = act.options ?? [];
  // the prices said in the question itself, never a deposit or the budget named in another sentence
  const money = act.money?.length
    ? act.money
    : turn.r.slots.money.filter((m) => act.text.includes(m.text) && !notThePrice(turn.r, m));
  return options.map((_, i) => (money.length === options.length ? money[i] : undefined));
}

/**
 * Of options priced each, the one the buyer takes: the cheapest against the budget (a Dreamer: the first, if it
 * fits).
 */
function pricedPick(turn: Turn, prices: readonly MoneySlot[]): number {
  const ratios = prices.map((p) => weighPrice(p, turn.truth.budget).ratio ?? 1);
  const firstFits = (ratios[0] ?? 2) <= 1;
  return turn.s.persona.buyerType === 'dreamer' && firstFits ? 0 : ratios.indexOf(Math.min(...ratios));
}

/**
 * The price of the option the buyer will pick, when the turn offers priced options ("Essentials at 3,200 or
 * Signature at 3,800?"): the price reaction is about that one, never about the option turned down.
 */
export function pickedPrice(turn: Turn): MoneySlot | undefined {
  const act = turn.r.acts.find((a) => a.kind === 'either-or-question' && (a.options?.length ?? 0) >= 2);
  if (!act) return undefined;
  const prices = pricesOf(turn, act);
  if (!prices.every((p) => p !== undefined)) return undefined;
  return prices[pricedPick(turn, prices as MoneySlot[])];
}

export function answerEitherOr(turn: Turn, act: DialogueAct): string {
  const options = act.options ?? [];
  if (options.length < 2) return '';
  const { s } = turn;
  const type = s.persona.buyerType;
  const policy = TYPE_POLICIES[type];
  // "does she use a wheelchair or a walker?": someone else's to say, so the buyer will ask them
  const who = pricesOf(turn, act).some(Boolean) ? undefined : askedAboutSomeone(act.text);
  if (who) return sayPolicy(turn, 'askThem', 'answer', `say you will ask ${who}`, { who });
  // a question about the couple's own plans that no fact answers: not decided yet, never a choice of packages
  // (a Boss or a Dreamer, who pick unpriced options, picks one of their own plans as readily)
  if (asksAboutOwnPlans(act.text) && !pricesOf(turn, act).some(Boolean) && !policy.picksUnpriced)
    return say(turn, 'unknown', 'say honestly you have not decided that yet and ask what most couples do');
  const prices = pricesOf(turn, act);
  turn.events.push('choice-made');
  let pick: number | undefined;
  if (prices.every((p) => p !== undefined)) {
    pick = pricedPick(turn, prices as MoneySlot[]);
    s.priceStated = true;
  } else {
    if (policy.picksUnpriced || askedDifference(turn, options) || explainedInTurn(turn, act))
      pick = type === 'dreamer' ? turn.v.picker.pick([0, 1]) : 0;
  }
  const names = optionLabels(options).map((o) => o.trim());
  if (pick === undefined) {
    return sayPolicy(
      turn,
      'askDifference',
      'ask-difference',
      `ask what the difference is between ${names.join(' and ')}`,
      {
        option: names[0]!,
        other: names[1]!,
      },
    );
  }
  const other = names.find((_, i) => i !== pick)!;
  return sayPolicy(turn, 'choose', 'choose', `choose ${names[pick]} over ${other}`, {
    option: names[pick]!,
    other,
  });
}

/** True when someone who decides with the buyer (the partner, a parent) is not on the call. */
function decidesWithAbsent(turn: Turn): boolean {
  return turn.truth.deciders.some((d) => !turn.truth.onCall.includes(d));
}

/** "Which one do you want me to write up?", "which package works for you?": the options were the prices named. */
const WHICH_ONE =
  /\bwhich (?:one|package|option|of (?:those|these|them|the two))\b.*\b(?:want|like|prefer|works?|go with|pick|write up|book)\b/i;

/**
 * A "which one?" over the prices the turn named (or, with none, the prices quoted last): the one the budget
 * allows is picked, by its price; undefined when the question is no such pick.
 */
export function answerWhichOne(turn: Turn, act: DialogueAct): string | undefined {
  if (!WHICH_ONE.test(act.text)) return undefined;
  const turnPrices = turn.r.slots.money.filter((m) => !notThePrice(turn.r, m));
  const lastTurn = turn.s.conv.prices.map((p) => p.turn).pop();
  const prices =
    turnPrices.length >= 2
      ? turnPrices
      : turn.s.conv.prices.filter((p) => p.turn === lastTurn).map((p) => p.money);
  if (prices.length === 0) return undefined;
  const picked = prices.length === 1 ? prices[0]! : prices[pricedPick(turn, prices)]!;
  turn.events.push('choice-made');
  return sayPolicy(turn, 'choose', 'choose', 'pick the option your budget allows', {
    option: `The ${picked.text} one`,
  });
}

export function answerScheduling(turn: Turn, act: DialogueAct): string {
  const policy = TYPE_POLICIES[turn.s.persona.buyerType];
  // a length ("30 minutes", "6 hours") is no time to meet; the wedding's own date is none either
  // of the times offered, the one with an hour ("saturday at eleven") before a bare day said ahead of it
  const times = [...(act.times ?? []), ...turn.r.slots.times].filter((x) => meetingTime(turn, x));
  const offered = times.find((x) => x.hour !== undefined) ?? times[0];
  turn.events.push('time-given');
  const checks = policy.checksTimes && decidesWithAbsent(turn) && !turn.s.conv.moves.includes('defer-time');
  if (checks || (!offered && policy.checksTimes && !turn.s.conv.moves.includes('defer-time')))
    return sayPolicy(
      turn,
      'deferTime',
      'defer-time',
      'say you will check with your family and come back with a time',
    );
  if (!offered) return sayPolicy(turn, 'ownTime', 'give-time', 'suggest a time of your own');
  const time = spokenTime(offered.text);
  // a time taken is the time of the step (agreed now or later): a check of it is confirmed, the goodbye names it
  turn.s.agreedTime = time;
  return sayPolicy(turn, 'giveTime', 'give-time', `accept ${time}`, { time });
}

/** Words a time may open with that are not a name ("this Sunday", "on Saturday"). */
const TIME_LEADS = ['this', 'next', 'in', 'tomorrow', 'tonight', 'today', 'the'];

/** A time as the buyer repeats it: no "on" or trailing punctuation, "this Sunday" in lower case. */
export function spokenTime(text: string): string {
  const t = text
    .trim()
    .replace(/[,.;:!?]+$/, '')
    .replace(/^(?:on|at)\s+/i, '');
  const first = t.split(/\s+/)[0]!.toLowerCase();
  return TIME_LEADS.includes(first) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}
