/**
 * Answers a salesperson's question: the question first, from the persona's facts (the trade's own topics
 * before the general ones), then colour in the buyer type's voice. A fact asked again is restated in other
 * words, and "I told you" is only said about a fact really stated earlier in the call. A wedding choice outside
 * the facts gets an honest in-character "we haven't decided"; a personal question outside them a brief aside
 * that states no fact; small talk a brief personal answer; worries come from the hidden pains.
 */
import { splitSentences } from '../analysis/text-utils.ts';
import { composeReply } from './buyer-voice.ts';
import { adjust, say, type Turn } from './engine-turn.ts';
import { chooseFirst, chooseSecond, chooseThird, type Choice } from './choose-answer.ts';
import { STORY_TOPICS, type Fact, type Subject } from './persona-types.ts';
import { findTradeTopic } from './trade-topics.ts';

/** A fact of the persona; a state stored before story facts existed has none of them. */
function factOf(turn: Turn, subject: Subject): Fact | undefined {
  const p = turn.s.persona;
  return subject.includes('.')
    ? p.tradeFacts[subject]
    : (p.facts[subject as keyof typeof p.facts] as Fact | undefined);
}

const labelOf = (subject: Subject) => findTradeTopic(subject)?.label ?? subject;

export function answerQuestion(turn: Turn): string {
  turn.s.questionsAsked += 1;
  const first = chooseFirst(turn);
  const second = chooseSecond(turn, first);
  // a story just shared is not followed by "it's a long story" when the second question asks about the
  // couple too ("tell me about you two … how did you meet?")
  const storyThenAside =
    second?.kind === 'aside' &&
    first.kind === 'fact' &&
    first.subject === 'couple' &&
    /\b(?:two of you|you two|you both|both of you|about you|yourselves|your story|meet|met)\b/i.test(
      second.text ?? turn.r.normalized,
    );
  if (!second || storyThenAside) return answerChoice(turn, first);
  const both = answerBoth(turn, first, second);
  const third = chooseThird(turn, first, second);
  if (third?.kind !== 'fact') return both;
  // the third fact in one sentence of its own, after the two answers (a Boss's facts are one sentence each)
  turn.v.remember(both);
  const intent = turn.intent;
  const c = splitSentences(answerFact(turn, third.subject, true))[0];
  turn.intent = `${intent}; then ${turn.intent}`;
  return c ? `${both} ${c}` : both;
}

function answerChoice(turn: Turn, choice: Choice, part = false): string {
  const { s } = turn;
  switch (choice.kind) {
    case 'worries':
      s.lastTopic = 'worries';
      return revealPain(turn, part);
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
      return answerAside(turn, choice.text);
  }
  return answerFact(turn, choice.subject, part);
}

/** Most sentences in a reply that answers two questions: a Boss stays terse, a Dreamer says more. */
const TWO_ANSWER_MAX = { boss: 3, analyzer: 4, relater: 4, dreamer: 5 } as const;

/**
 * The second of two answers. A question with no fact behind it is still answered, briefly: an undecided
 * choice with the buyer type's "not decided on that one, what do you suggest?", a personal question with an
 * aside and no question back, another trade's topic with "that comes later".
 */
function answerSecond(turn: Turn, second: Choice): string {
  if (second.kind === 'unknown') {
    adjust(turn, 1);
    return say(
      turn,
      'undecidedToo',
      'say honestly you have not thought about that yet and ask what most couples do',
    );
  }
  if (second.kind === 'aside') {
    adjust(turn, 1);
    return sayAside(turn, second.text);
  }
  return answerChoice(turn, second, true);
}

/** The first `max` sentences of a text. */
const firstSentences = (text: string, max: number) => splitSentences(text).slice(0, max).join(' ');

/**
 * A turn that asks two things gets both answers, each in one of the persona's fact lines (the first said is
 * remembered before the second is picked, so no sentence is said twice); a Boss keeps only the sentences that
 * carry the facts, a Dreamer or Relater may add a line of colour. Neither answer is dropped for length: the
 * first keeps its opening sentence and the second what fits after it.
 */
function answerBoth(turn: Turn, first: Choice, second: Choice): string {
  const { s, v } = turn;
  const a = answerChoice(turn, first, true);
  const firstIntent = turn.intent;
  v.remember(a);
  const b = answerSecond(turn, second);
  turn.intent = `${firstIntent}; then ${turn.intent}`;
  const type = s.persona.buyerType;
  const max = TWO_ANSWER_MAX[type];
  // a worry just told is not followed by a cheerful line ("… and we can't fix it? Just talking about it makes me
  // smile!")
  const worried = first.kind === 'worries' || second.kind === 'worries';
  const warm = (type === 'dreamer' || type === 'relater') && !worried;
  const both = composeReply({ core: a, suffix: b }, max);
  if (both.endsWith(b)) {
    const colour = warm ? v.optional('colour', v.colourChance()) : undefined;
    return colour ? composeReply({ core: both, suffix: colour }, max) : both;
  }
  // too long together: the first answer's opening sentence, then as much of the second as fits
  return composeReply({ core: splitSentences(a)[0]!, suffix: firstSentences(b, max - 1) }, max);
}

/** Small talk gets a brief personal answer in the buyer's voice. */
export function answerSmallTalk(turn: Turn): string {
  adjust(turn, 1);
  return say(turn, 'smallTalk', 'answer the small talk briefly, as yourself');
}

/** Words that make a question with no fact about the wedding, not personal: a choice not made yet. */
const WEDDING_WORDS = [
  'day',
  'moment',
  'wedding',
  'ceremony',
  'reception',
  'guest',
  'photo',
  'music',
  'song',
  'flower',
  'cake',
  'dress',
  'menu',
  'imagine',
  'picture',
  'vision',
  'miss',
  'timeline',
  'package',
  'option',
  'prefer',
  'want',
  'would you like',
  // the business of the call: never a personal aside ("would that deposit schedule work for you?")
  'deposit',
  'payment',
  'schedule',
  'price',
  'cost',
  'contract',
  'book',
  'quote',
  'budget',
  'fee',
  'email',
  'call',
  'platter',
  'food',
  'dish',
  'fianc',
  'partner',
  'mom',
  'mum',
  'family',
];

/**
 * A question with no fact behind it. Unless it is personal (small talk, or no word of the wedding in it), it
 * is a wedding choice not made yet (always when the reader found a trade item, money, options or times in
 * it); a personal question gets the type's aside, at most once per call, and after that a brief personal
 * answer.
 */
function sayAside(turn: Turn, asked?: string): string {
  const slots = turn.r.slots;
  const text = (asked ?? turn.r.normalized).toLowerCase();
  const aboutTheDay = WEDDING_WORDS.some((w) => new RegExp(`\\b${w}`).test(text));
  const small = turn.t.smallTalk || turn.r.acts.some((a) => a.kind === 'rapport');
  const named = slots.items.length + slots.money.length + slots.times.length + slots.options.length > 0;
  if (named || !(small || !aboutTheDay))
    return say(turn, 'unknown', 'say honestly you have not decided that yet and ask what most couples do');
  const deflected = turn.s.conv.deflections > 0 || turn.moves.includes('deflect');
  if (deflected) return say(turn, 'smallTalk', 'answer the personal question briefly, as yourself');
  return say(turn, 'aside', 'answer the personal question briefly without inventing facts');
}

/**
 * A personal question the persona has no fact for: a brief in-character aside that states nothing new, and
 * only sometimes a question of the buyer's own after it (so the buyer does not always deflect).
 */
function answerAside(turn: Turn, text?: string): string {
  const { s, v } = turn;
  adjust(turn, 1);
  const core = sayAside(turn, text);
  const back = v.picker.chance(0.35) ? v.fresh(s.persona.nudges) : undefined;
  return composeReply({ core, suffix: back });
}

/** The line says the fact's value, or none of the fact's own lines does either. */
function tellsFact(line: string, fact: Fact): boolean {
  const value = fact.value.toLowerCase();
  return line.toLowerCase().includes(value) || !fact.lines.some((l) => l.toLowerCase().includes(value));
}

function answerFact(turn: Turn, subject: Subject, part = false): string {
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
  const fresh = v.fresh(fact.lines, { shortest: boss || part });
  // a fact told before is said again briefly ("Still four."), not as its old sentence with a new lead-in; a line
  // made from used ones keeps the fact itself ("I want to feel something." alone says nothing of it)
  const variant = stated ? undefined : v.variant(fact.lines, fact.value);
  const core =
    fresh ??
    (variant && tellsFact(variant, fact) ? variant : undefined) ??
    (stated ? v.line('restate', fact.value) : v.fill(fact.lines[0]!));
  if (s.topicsAsked.includes(subject)) {
    adjust(turn, -1);
    turn.intent = `repeat that the ${labelOf(subject)} is ${fact.value}`;
    // never "Already answered that.": asked again, a buyer says it again, and a deeper question is no repeat
    return core;
  }
  s.topicsAsked.push(subject);
  if (!stated) s.stated.push(subject);
  turn.events.push('fact-shared');
  const strong = t.questions.some((q) => q.type === 'problemFinding' || q.type === 'clarifying');
  adjust(turn, strong ? 4 : 3, 2);
  turn.intent = `answer about the ${labelOf(subject)}: ${fact.value}`;
  if (part) return core;
  const bossPush = boss && !s.priceStated && s.turn >= 4 && v.picker.chance(0.4);
  const suffix = bossPush
    ? v.fresh(["What's the price?", "So what's the price?", 'And your price?'])
    : v.optional('colour', v.colourChance());
  return composeReply({ core, suffix }, bossPush ? 4 : 3);
}

/**
 * Reveals the next hidden worry once trusted enough (`part`: as one answer of two, with no lead-in; `slack`:
 * trust points a well-put question earns towards it).
 */
export function revealPain(turn: Turn, part = false, slack = 0): string {
  const { s, v } = turn;
  const pain = s.persona.pains[s.painsRevealed];
  if (!pain) {
    adjust(turn, 1);
    if (s.painsRevealed === 0) return say(turn, 'deflect', 'say nothing much worries you');
    return say(turn, 'noMorePains', 'say you have shared your main worries already');
  }
  if (s.trust + slack < pain.minTrust) {
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
  if (part) return v.fill(pain.line);
  const prefix =
    s.persona.buyerType === 'boss' && v.picker.chance(0.5) ? undefined : v.optional('painPrefix');
  return composeReply({ prefix, core: v.fill(pain.line) });
}
