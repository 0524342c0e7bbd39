/**
 * What the buyer answers a question turn with: the first thing asked, then (when the turn asks two things)
 * the second. Within one ask, story topics win, then the trade's own topic, then the general one; but a
 * trade topic that only shares a word with the couple's own story ("who's the officiant?" to a DJ is the
 * kind of ceremony, not ceremony sound) yields to the story, as the more specific reading.
 */
import type { TurnAsk } from './classify-turn.ts';
import type { Turn } from './engine-turn.ts';
import { topicTrade, type Subject, type Topic } from './persona-types.ts';
import { STORY_FIRST, TOPIC_PATTERNS } from './topic-patterns.ts';
import { detectTradeTopics, mentionsOtherService } from './trade-topics.ts';
import { wordRegExp } from '../analysis/word-list.ts';
import { CHOICE_WORDS } from './choice-words.ts';

export type Choice =
  | { kind: 'fact'; subject: Subject }
  | { kind: 'worries' }
  | { kind: 'unknown' }
  | { kind: 'aside'; text?: string }
  | { kind: 'other-service' }
  | { kind: 'small-talk' };

/** General topics whose answer depends on the trade, so a question naming another trade is not about them. */
const TRADE_DEPENDENT: readonly Topic[] = [
  'budget',
  'needs',
  'style',
  'priorities',
  'comparison',
  'othersView',
];
/** General topics matched by loose words ('coverage', 'look like'): another trade's own topic wins over them. */
const LOOSE: readonly Topic[] = ['needs', 'style'];
/**
 * The couple's look and feel is one story across trades: a trade topic that only shares its word ("what
 * colours are you thinking?" to a DJ) yields to it. What a trade sells ('hours of coverage') does not.
 */
const SHARED_LOOK: readonly Topic[] = ['style'];
/**
 * A wedding choice the couple could make ("do you want a sparkler exit?", "have you picked a hashtag?"): with
 * no fact for it, they say honestly they have not decided. Anything else without a fact is personal
 * ("do you have pets?"), answered as a brief aside.
 */
const CHOICE = wordRegExp(CHOICE_WORDS, 'i');

/**
 * The couple's own story that no vendor sells (the kind of ceremony, how they met, how planning goes, guests'
 * travel): a trade topic that only shares a word with it ("officiant") is read as the story.
 */
const OWN_STORY: readonly Topic[] = ['ceremony', 'couple', 'progress', 'travel'];

/**
 * True when the general topic is the more specific reading: it is the couple's own story and, with its own
 * words blanked out, the text no longer reads as the trade topic ("who's the officiant?" to a DJ; but "will
 * the officiant need a mic?" is still ceremony sound).
 */
function generalOutranks(general: Topic, tradeTopic: string, text: string): boolean {
  if (!OWN_STORY.includes(general)) return false;
  return !detectTradeTopics(withoutWordsOf(general, text)).includes(tradeTopic as never);
}

/** The text with the general topic's own words blanked out. */
function withoutWordsOf(general: Topic, text: string): string {
  const pattern = TOPIC_PATTERNS.find(([t]) => t === general)?.[1];
  return pattern ? text.replace(new RegExp(pattern.source, 'gi'), ' … ') : text;
}

/** The answer to one ask (or the whole turn read as one). */
export function chooseFor(turn: Turn, ask: TurnAsk): Choice {
  const { s, t } = turn;
  const trade = s.persona.trade;
  const text = ask.text;
  const own = ask.tradeTopics.filter((x) => topicTrade(x) === trade);
  const other = ask.tradeTopics.filter((x) => topicTrade(x) !== trade);
  const general = ask.topics[0];
  if (general === 'worries') return { kind: 'worries' };
  const aboutOtherService = () => TRADE_DEPENDENT.includes(general!) && mentionsOtherService(text, trade);
  if (general && STORY_FIRST.includes(general))
    return aboutOtherService() ? { kind: 'other-service' } : { kind: 'fact', subject: general };
  // a budget asked for the trade's own items ("what's the total budget for catering and bar?") asks the budget
  if (general === 'budget' && own[0])
    return aboutOtherService() ? { kind: 'other-service' } : { kind: 'fact', subject: general };
  if (own[0] && !(general && generalOutranks(general, own[0], text)))
    return s.persona.tradeFacts[own[0]] ? { kind: 'fact', subject: own[0] } : { kind: 'unknown' };
  if (general) {
    if (aboutOtherService()) return { kind: 'other-service' };
    const rest = SHARED_LOOK.includes(general) ? detectTradeTopics(withoutWordsOf(general, text)) : other;
    if (LOOSE.includes(general) && other.some((o) => rest.includes(o))) return { kind: 'unknown' };
    return { kind: 'fact', subject: general };
  }
  if (mentionsOtherService(text, trade)) return { kind: 'other-service' };
  if (other.length > 0) return { kind: 'unknown' };
  if (t.questions.some((q) => q.type === 'clarifying') && s.lastTopic === 'worries')
    return { kind: 'worries' };
  if (t.smallTalk) return { kind: 'small-talk' };
  return CHOICE.test(text) ? { kind: 'unknown' } : { kind: 'aside', text };
}

/** The first thing asked: the first ask when the turn asks several things, else the whole turn. */
export function chooseFirst(turn: Turn): Choice {
  const { t } = turn;
  if (t.asks.length >= 2) return chooseFor(turn, t.asks[0]!);
  return chooseFor(turn, {
    text: t.questions.map((q) => q.text).join(' '),
    topics: t.topics,
    tradeTopics: t.tradeTopics,
  });
}

/** What the buyer says to a question it has no fact for: not decided, a brief aside, another trade's job. */
const NO_FACT: ReadonlyArray<Choice['kind']> = ['unknown', 'aside', 'other-service', 'small-talk'];

/**
 * The second thing asked, when it is a fact or a worry other than the first answer; or, after a first answer
 * from the facts, a question with no fact behind it (an undecided choice, a personal question, another trade's
 * topic), which a real buyer still answers rather than ignores.
 */
export function chooseSecond(turn: Turn, first: Choice): Choice | undefined {
  let noFact: Choice | undefined;
  for (const ask of [...alsoAsked(turn.t.asks[0]), ...turn.t.asks.slice(1)]) {
    const c = chooseFor(turn, ask);
    if (c.kind === 'worries' && first.kind !== 'worries') return c;
    if (c.kind === 'fact' && !(first.kind === 'fact' && first.subject === c.subject)) return c;
    if (!noFact && NO_FACT.includes(c.kind) && !NO_FACT.includes(first.kind)) noFact = c;
  }
  return noFact;
}

/**
 * "what's the date and the venue?" asks two facts in one clause, one on each side of its "and": the second is
 * asked too. (Two topics read from one phrase, "what do you want your guests to feel", are one question.)
 */
function alsoAsked(head: TurnAsk | undefined): TurnAsk[] {
  const [first, second] = head?.topics ?? [];
  const at = head?.text.search(/\s(?:and|&)\s/i) ?? -1;
  if (!head || !first || !second || at < 0) return [];
  const left = head.text.slice(0, at);
  const right = head.text.slice(at);
  const names = (topic: string, text: string) => TOPIC_PATTERNS.find(([t]) => t === topic)?.[1].test(text);
  return names(first, left) && names(second, right) && !names(second, left)
    ? [{ ...head, topics: [second], tradeTopics: [] }]
    : [];
}

/**
 * A third fact asked ("what's the date, roughly how many guests, and where is the reception?"): a buyer who
 * knows all three answers all three, so the third is a fact of another subject than the two answered.
 */
export function chooseThird(turn: Turn, first: Choice, second: Choice): Choice | undefined {
  const subjects = [first, second].flatMap((c) => (c.kind === 'fact' ? [c.subject] : []));
  for (const ask of turn.t.asks.slice(2)) {
    const c = chooseFor(turn, ask);
    if (c.kind === 'fact' && !subjects.includes(c.subject)) return c;
  }
  return undefined;
}
