/** An either-or answered from the persona's own facts, when one of them speaks to it. */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { chooseFirst } from '../choose-answer.ts';
import type { Fact } from '../persona-types.ts';
import { move, type Turn } from '../engine-turn.ts';
import {
  askedDifference,
  asksAboutOwnPlans,
  asksFacility,
  explainedInTurn,
  namesAnOption,
  optionLabels,
} from './options.ts';
import { sayPolicy } from './policy-say.ts';
import { answerQuestions } from './question-acts.ts';

/**
 * An either-or the persona's own facts answer ("candid or posed?" to a couple who want mostly candid): the
 * fact, one truth, and a choice when it names one of the options; undefined when no fact answers it.
 */
export function answerFromFacts(turn: Turn, act: DialogueAct): string | undefined {
  const choice = chooseFirst(turn);
  if (turn.r.slots.money.length > 0 || (choice.kind !== 'fact' && choice.kind !== 'worries'))
    return undefined;
  const fact = choice.kind === 'fact' ? factOf(turn, choice.subject) : undefined;
  // no fact of theirs speaks to it ("the reception inside in the barn or out on the lawn?"): a pick or a question
  // about the difference, never "we haven't thought about that"
  if (choice.kind === 'fact' && fact === undefined) return undefined;
  const settles =
    fact !== undefined && namesAnOption([fact.value, ...fact.lines].join(' '), act.options ?? []);
  // asked again after they asked about the difference, the buyer picks
  if (!settles && (askedDifference(turn, act.options ?? []) || explainedInTurn(turn, act))) return undefined;
  const stock = answerQuestions(turn, act);
  if (namesAnOption(stock, act.options ?? [])) {
    turn.events.push('choice-made');
    move(turn, 'choose');
    return stock;
  }
  // about their own plans or numbers ("how many guests, under a hundred or one fifty?"), the fact is the
  // answer: there are no packages to compare
  // (but what their venue has, "does the venue have a kitchen on site or will we bring one?", no fact of theirs
  // answers: "Magnolia Estate" says nothing of it, and they have not looked into it)
  if (asksFacility(act.text)) return undefined;
  if (asksAboutOwnPlans(act.text) || asksAmount(act)) return stock;
  // the fact says what they want but picks neither option: then they ask what separates the options
  turn.v.remember(stock);
  const names = optionLabels(act.options ?? []);
  const ask = sayPolicy(turn, 'askDifference', 'ask-difference', 'ask what the difference is', {
    option: names[0]!,
    other: names[1]!,
  });
  turn.events.push('choice-made');
  return `${stock} ${ask}`;
}

const HOW_MUCH = /\bhow (?:many|much|long|big)\b/i;
const AMOUNT = /\d|\b(?:hundred|thousand|dozen|fifty|sixty|seventy|eighty|ninety|forty|thirty|twenty)\b/i;

/** An either-or about a number of theirs: a "how many" question, or options that are both amounts. */
function asksAmount(act: DialogueAct): boolean {
  const options = act.options ?? [];
  return HOW_MUCH.test(act.text) || (options.length > 1 && options.every((o) => AMOUNT.test(o)));
}

/** The persona's fact on a subject (a trade's own subjects are named `<trade>.<topic>`). */
export function factOf(turn: Turn, subject: string): Fact | undefined {
  const p = turn.s.persona;
  return subject.includes('.') ? p.tradeFacts[subject] : p.facts[subject as keyof typeof p.facts];
}
