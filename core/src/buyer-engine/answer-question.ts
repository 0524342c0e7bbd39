/**
 * Answers a salesperson's question: the question first, from the persona's facts (the trade's own topics
 * before the general ones), then colour in the buyer type's voice. A fact asked again is restated in other
 * words, and "I told you" is only said about a fact really stated earlier in the call. A wedding choice outside
 * the facts gets an honest in-character "we haven't decided"; a personal question outside them a brief aside
 * that states no fact; small talk a brief personal answer; worries come from the hidden pains.
 */
import { composeReply } from './buyer-voice.ts';
import { adjust, say, type Turn } from './engine-turn.ts';
import { STORY_TOPICS, topicTrade, type Fact, type Subject, type Topic } from './persona-types.ts';
import { STORY_FIRST } from './topic-patterns.ts';
import { findTradeTopic, mentionsOtherService } from './trade-topics.ts';

type Choice =
  | { kind: 'fact'; subject: Subject }
  | { kind: 'worries' }
  | { kind: 'unknown' }
  | { kind: 'aside' }
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
 * A wedding choice the couple could make ("do you want a sparkler exit?", "have you picked a hashtag?"): with
 * no fact for it, they say honestly they have not decided. Anything else without a fact is personal
 * ("do you have pets?"), answered as a brief aside.
 */
const CHOICE =
  /\b(?:want\w*|need\w*|would you like|you'd like|prefer\w*|plan(?:ning)? (?:to|on|for)|thinking (?:of|about)|consider\w*|having|doing (?:a|an|any)|going (?:for|with)|interested|looking (?:for|at)|picked|chosen|choose|decided|will there be|wedding|ceremony|reception|guests?|aisle|vows?|speech\w*|toasts?|dance|favou?rs|exit|send-?off|hashtag|theme|rings?|party|bridal|bridesmaids?|groomsm\w*|officiant)\b/i;

function choose(turn: Turn): Choice {
  const { s, t } = turn;
  const trade = s.persona.trade;
  const text = t.questions.map((q) => q.text).join(' ');
  const own = t.tradeTopics.filter((x) => topicTrade(x) === trade);
  const other = t.tradeTopics.filter((x) => topicTrade(x) !== trade);
  const general = t.topics[0];
  if (general === 'worries') return { kind: 'worries' };
  const aboutOtherService = () => TRADE_DEPENDENT.includes(general!) && mentionsOtherService(text, trade);
  if (general && STORY_FIRST.includes(general))
    return aboutOtherService() ? { kind: 'other-service' } : { kind: 'fact', subject: general };
  if (own[0]) return s.persona.tradeFacts[own[0]] ? { kind: 'fact', subject: own[0] } : { kind: 'unknown' };
  if (general) {
    if (aboutOtherService()) return { kind: 'other-service' };
    if (LOOSE.includes(general) && other.length > 0) return { kind: 'unknown' };
    return { kind: 'fact', subject: general };
  }
  if (mentionsOtherService(text, trade)) return { kind: 'other-service' };
  if (other.length > 0) return { kind: 'unknown' };
  if (t.questions.some((q) => q.type === 'clarifying') && s.lastTopic === 'worries')
    return { kind: 'worries' };
  if (t.smallTalk) return { kind: 'small-talk' };
  return CHOICE.test(text) ? { kind: 'unknown' } : { kind: 'aside' };
}

/** A fact of the persona; a state stored before story facts existed has none of them. */
function factOf(turn: Turn, subject: Subject): Fact | undefined {
  const p = turn.s.persona;
  return subject.includes('.')
    ? p.tradeFacts[subject]
    : (p.facts[subject as keyof typeof p.facts] as Fact | undefined);
}

const labelOf = (subject: Subject) => findTradeTopic(subject)?.label ?? subject;

export function answerQuestion(turn: Turn): string {
  const { s } = turn;
  s.questionsAsked += 1;
  const choice = choose(turn);
  switch (choice.kind) {
    case 'worries':
      s.lastTopic = 'worries';
      return revealPain(turn);
    case 'unknown':
      adjust(turn, 1);
      return say(
        turn,
        'unknown',
        'say honestly you have not thought about that yet and ask what most couples do',
      );
    case 'other-service':
      adjust(turn, 0, -1);
      return say(
        turn,
        'otherService',
        `say this call is only about the ${s.persona.trade} and that comes later`,
      );
    case 'small-talk':
      return answerSmallTalk(turn);
    case 'aside':
      return answerAside(turn);
  }
  return answerFact(turn, choice.subject);
}

/** Small talk gets a brief personal answer in the buyer's voice. */
export function answerSmallTalk(turn: Turn): string {
  adjust(turn, 1);
  return say(turn, 'smallTalk', 'answer the small talk briefly, as yourself');
}

/**
 * A personal question the persona has no fact for: a brief in-character aside that states nothing new, and
 * only sometimes a question of the buyer's own after it (so the buyer does not always deflect).
 */
function answerAside(turn: Turn): string {
  const { s, v } = turn;
  adjust(turn, 1);
  const core = say(turn, 'aside', 'answer the personal question briefly without inventing facts');
  const back = v.picker.chance(0.35) ? v.fresh(s.persona.nudges) : undefined;
  return composeReply({ core, suffix: back });
}

function answerFact(turn: Turn, subject: Subject): string {
  const { s, t, v } = turn;
  const fact = factOf(turn, subject);
  if (!fact && (STORY_TOPICS as readonly string[]).includes(subject)) return answerAside(turn);
  if (!fact) {
    adjust(turn, 1);
    return say(
      turn,
      'unknown',
      'say honestly you have not thought about that yet and ask what most couples do',
    );
  }
  s.lastTopic = subject;
  const boss = s.persona.buyerType === 'boss';
  const stated = s.stated.includes(subject);
  const core =
    v.fresh(fact.lines, { shortest: boss }) ??
    v.variant(fact.lines, fact.value) ??
    (stated ? v.line('restate', fact.value) : v.fill(fact.lines[0]!));
  if (s.topicsAsked.includes(subject)) {
    adjust(turn, -1);
    turn.intent = `repeat that the ${labelOf(subject)} is ${fact.value}`;
    return composeReply({ core, suffix: stated ? v.optional('repeat') : undefined });
  }
  s.topicsAsked.push(subject);
  if (!stated) s.stated.push(subject);
  turn.events.push('fact-shared');
  const strong = t.questions.some((q) => q.type === 'problemFinding' || q.type === 'clarifying');
  adjust(turn, strong ? 4 : 3, 2);
  turn.intent = `answer about the ${labelOf(subject)}: ${fact.value}`;
  const bossPush = boss && !s.priceStated && s.turn >= 4 && v.picker.chance(0.4);
  const suffix = bossPush
    ? v.fresh(["What's the price?", "So what's the price?", 'And your price?'])
    : v.optional('colour', v.colourChance());
  return composeReply({ core, suffix }, bossPush ? 4 : 3);
}

export function revealPain(turn: Turn): string {
  const { s, v } = turn;
  const pain = s.persona.pains[s.painsRevealed];
  if (!pain) {
    adjust(turn, 1);
    if (s.painsRevealed === 0) return say(turn, 'deflect', 'say nothing much worries you');
    return say(turn, 'noMorePains', 'say you have shared your main worries already');
  }
  if (s.trust < pain.minTrust) {
    adjust(turn, 3);
    return say(
      turn,
      'deflect',
      'keep your deeper worry to yourself for now: you do not trust them enough yet',
    );
  }
  s.painsRevealed += 1;
  if (!s.topicsAsked.includes('worries')) s.topicsAsked.push('worries');
  turn.events.push('reveal-pain');
  adjust(turn, 6, 4);
  turn.intent = `reveal your worry: ${pain.label}`;
  const prefix =
    s.persona.buyerType === 'boss' && v.picker.chance(0.5) ? undefined : v.optional('painPrefix');
  return composeReply({ prefix, core: v.fill(pain.line) });
}
