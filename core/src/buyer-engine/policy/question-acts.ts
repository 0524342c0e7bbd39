/**
 * Questions and small talk. A question is answered from the persona's facts (the stock answers, up to two
 * things asked); a yes/no question gets yes or no first and then the why, and an offer of help ("would it help
 * if I sent …") a yes. Personal small talk gets a warm answer (a brush-off of a concern: brush-off.ts).
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { splitSentences } from '../../analysis/text-utils.ts';
import { sentenceKey } from '../buyer-voice.ts';
import { answerQuestion, answerSmallTalk } from '../answer-question.ts';
import { chooseFirst } from '../choose-answer.ts';
import { classifyTurn } from '../classify-turn.ts';
import { adjust, move, type Turn } from '../engine-turn.ts';
import { answerJoinsLater } from './joins-later.ts';
import { answerPartnerIdentity } from './identity-checks.ts';
import { answerContact } from './contact-and-agreed.ts';
import { POLICY_LINES } from './policy-lines.ts';
import { sayPolicy } from './policy-say.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { CLOSE_OPENERS, CLOSE_WORDS, OFFER_OPENERS } from './turn-cue-words.ts';
import { INVITE_ASK_WORDS } from './turn-cue-words.ts';

const has = (text: string, words: readonly string[]) => words.some((w) => text.toLowerCase().includes(w));

/** A question that is really a close: a proposal to act now, about booking, holding or paying. */
export const asksCommitment = (text: string): boolean => has(text, CLOSE_WORDS) && has(text, CLOSE_OPENERS);

/** An offer of help put as a question ("do you want me to call your venue coordinator?"), not a close. */
export const isOffer = (text: string) => has(text, OFFER_OPENERS) && !asksCommitment(text);

/** Yes to an offer of help. */
export function acceptHelp(turn: Turn): string {
  adjust(turn, 2, 2);
  return sayPolicy(turn, 'acceptOffer', 'answer-yes', 'say yes to their offer of help');
}

export function answerQuestions(turn: Turn, act: DialogueAct): string {
  const { s } = turn;
  if ((act.kind === 'yes-no-question' || act.kind === 'commitment-ask') && isOffer(act.text))
    return acceptHelp(turn);
  // "is Sam the one who decides, and is there anything else you want to ask me?": the fact, then their question
  // (not "is there anything your mum is likely to ask?", whose mum names no fact asked)
  const before = act.text.slice(0, Math.max(0, act.text.search(INVITES_ASK)));
  if (INVITES_ASK.test(act.text))
    return chooseFirst(turn).kind === 'fact' &&
      /\?|\b(?:who|what|when|where|how|is|are|does|do)\b.*\s\w+\s\w+/i.test(before)
      ? `${answerQuestion(turn)} ${askOwnQuestion(turn)}`
      : askOwnQuestion(turn);
  const checked = answerPartnerIdentity(turn, act.text) ?? answerContact(turn, act.text);
  if (checked) return checked;
  const present = answerJoinsLater(turn, act.text) ?? answerWhoIsOnCall(turn, act.text);
  if (present) return present;
  askedByReader(turn, act);
  askedNotPitched(turn);
  const choice = chooseFirst(turn);
  const core = answerQuestion(turn);
  if (choice.kind === 'fact' || choice.kind === 'worries') move(turn, 'answer');
  // "is it local or do i need to travel?" offers two answers: no yes or no in front of the fact
  if (act.kind !== 'yes-no-question' || s.persona === undefined || /\bor\b/i.test(act.text)) return core;
  // "is the date flexible?" asks whether the date could move: no, it is set (a yes would say it could)
  if (choice.kind === 'fact' && choice.subject === 'date' && FIXED_ASK.test(act.text)) {
    move(turn, 'answer-no');
    const date = s.persona.facts.date.value;
    return s.persona.buyerType === 'boss' ? `No. ${date}, fixed.` : `No, ${date} is set for us.`;
  }
  // a yes only before a fact that does not itself say no ("Civil, no church" answers "is it a church wedding?")
  const known = (choice.kind === 'fact' || choice.kind === 'worries') && !NEGATIONS.test(core);
  const unknown = choice.kind === 'unknown';
  if (!known && !unknown) return core;
  // "is your mum paying?" answered "Tom and me": the fact names someone else, so it is no yes
  if (known && !namesWhoWasAsked(turn, act.text, core)) return core;
  // the answer given first is to another question of the turn ("what budget … and is it just you deciding?"):
  // a yes in front of it would answer the wrong question
  if (choice.kind === 'fact' && !asksAbout(act.text, choice.subject)) return core;
  if (startsWithPolarity(core)) {
    move(turn, known ? 'answer-yes' : 'answer-no');
    return core;
  }
  const leads = POLICY_LINES[turn.s.persona.buyerType][known ? 'yes' : 'no'];
  const joined = leads
    .map((lead) => joinLead(turn, lead, core))
    .find((j) => !turn.v.said.has(sentenceKey(splitSentences(j)[0] ?? j)));
  if (!joined) return core;
  move(turn, known ? 'answer-yes' : 'answer-no');
  return joined;
}

/**
 * An invitation to ask ("what questions do you have for me?", "go ahead, what are your questions", "what would
 * you like to know?"): the buyer asks one of its own questions, never answers it as small talk.
 */
export const INVITES_ASK = wordRegExp(INVITE_ASK_WORDS, 'i');

export function askOwnQuestion(turn: Turn): string {
  adjust(turn, 1);
  turn.intent = 'ask one of your own questions: they invited you to';
  move(turn, 'ask-own');
  return turn.v.own(turn.s.persona.nudges);
}

/**
 * A question the reader found in a run-on the engine's own analysis read as a statement ("oh sorry … just so
 * I pitch the right package whats the rough budget you have"): it is answered as asked, never as small talk.
 */
function askedByReader(turn: Turn, act: DialogueAct): void {
  if (turn.t.questions.length > 0) return;
  const read = (text: string) => classifyTurn(`${text.replace(/[?.!\s]+$/, '')}?`);
  let asked = read(lastAsk(act.text));
  // a clause cut short ("where it is") is read from the question it ends ("can you tell me … the date and where
  // it is"): the nearest opener before it whose question names a topic
  if (asked.topics.length + asked.tradeTopics.length === 0) {
    const whole = turn.r.normalized;
    const at = whole.toLowerCase().lastIndexOf(act.text.toLowerCase());
    const openers = [...whole.matchAll(ASK_OPENER)].map((m) => m.index ?? 0).filter((i) => i < at);
    for (const i of openers.reverse()) {
      const wider = read(whole.slice(i, at + act.text.length));
      if (wider.topics.length + wider.tradeTopics.length > 0) {
        asked = wider;
        break;
      }
    }
  }
  if (asked.questions.length === 0) return;
  turn.t = {
    ...turn.t,
    questions: asked.questions,
    asks: asked.asks,
    topics: asked.topics,
    tradeTopics: asked.tradeTopics,
  };
}

/** A question opener in a run-on: a question word, or an auxiliary asking "you". */
const ASK_OPENER =
  /\b(?:what'?s|what|how|who'?s|who|when'?s|when|where'?s|where|which|(?:do|did|have|are|is|would|could|can) you)\b/gi;

/** The run-on's last question: from its last opener on, when the clause is long and that leaves a question. */
function lastAsk(text: string): string {
  if (text.split(/\s+/).length <= 12) return text;
  const at = [...text.matchAll(ASK_OPENER)].map((m) => m.index ?? 0);
  const tail = at.length > 0 ? text.slice(at[at.length - 1]) : text;
  return tail.split(/\s+/).length >= 3 ? tail : text;
}

/** The acts that tell the buyer something at length (a pitch, an offer, an answer). */
const TELLING_ACTS = new Set(['pitch', 'offer', 'answer']);

/**
 * A question run on after a pitch ("our quotes are all in, no travel fee … so is it just you deciding?"): the
 * question is read without the pitch's words ("travel"); questions the pitch is no part of keep their topics.
 */
function askedNotPitched(turn: Turn): void {
  const told = turn.r.acts
    .filter((a) => TELLING_ACTS.has(a.kind) && a.text.split(/\s+/).length >= 6)
    .map((a) => a.text.toLowerCase().replace(/[.!?]+$/, ''));
  if (told.length === 0 || turn.t.asks.length === 0) return;
  let changed = false;
  const asks = turn.t.asks.map((ask) => {
    const text = told.reduce((rest, pitch) => rest.replace(pitch, ' '), ask.text.toLowerCase()).trim();
    if (text === ask.text.toLowerCase().trim()) return ask;
    const asked = classifyTurn(/\?$/.test(text) ? text : `${text}?`);
    if (asked.topics.length + asked.tradeTopics.length === 0) return ask;
    changed = true;
    return { ...ask, text, topics: asked.topics, tradeTopics: asked.tradeTopics };
  });
  if (!changed) return;
  turn.t = {
    ...turn.t,
    asks,
    topics: [...new Set(asks.flatMap((x) => x.topics))],
    tradeTopics: [...new Set(asks.flatMap((x) => x.tradeTopics))],
  };
}

/** A yes/no about someone being on the call ("is Linda still there?", "is your partner joining?"). */
const ON_CALL =
  /\b(?:on the (?:call|line|phone)|with you (?:now|today|there|on)|still there|there with you|joining(?: us)?|listening)\b/i;

/**
 * Who is on the call, answered from the persona's truth: yes with the person when they are, no (and who is
 * away) when they are not. A question about a later meeting ("on the Thursday call") is not about now.
 */
/** A later meeting ("the Thursday call", "next week"): not who is on this call. */
const LATER = /\b(?:thursday|friday|monday|tuesday|wednesday|saturday|sunday|next|tomorrow)\b/i;

/** A question about who is on the call now (never a close, whatever else the turn says). */
export function asksWhoIsOnCall(text: string): boolean {
  return ON_CALL.test(text) && !LATER.test(text);
}

function answerWhoIsOnCall(turn: Turn, text: string): string | undefined {
  if (!asksWhoIsOnCall(text)) return undefined;
  // "is she still there?" names the person earlier in the turn
  const asked = peopleIn(turn, /\b(?:she|he|they)\b/i.test(text) ? turn.r.normalized : text);
  if (asked.length === 0) return undefined;
  const p = turn.s.persona;
  const third = p.thirdParty?.name;
  const askedThird =
    third !== undefined &&
    asked.some(
      (w) => third.toLowerCase().includes(w.toLowerCase()) || /mum|mom|mother|parents|dad|father/i.test(w),
    );
  const who = askedThird ? third! : p.partner;
  const here = turn.truth.onCall.includes(who);
  move(turn, here ? 'answer-yes' : 'answer-no');
  const name = who.replace(/^my /i, 'my ');
  const boss = p.buyerType === 'boss';
  if (here) return boss ? `Yes. ${name} is here.` : `Yes, ${name} is right here with me.`;
  return boss ? `No. Just me today.` : `No, it's just me today. I'll fill ${name} in after.`;
}

/** The people a question can ask about, as words: the third party, the partner, a parent. */
function peopleIn(turn: Turn, text: string): string[] {
  const p = turn.s.persona;
  const third = p.thirdParty?.name.replace(/^my /i, '');
  const words = [
    p.partner,
    third,
    'mum',
    'mom',
    'mother',
    'dad',
    'father',
    'parents',
    'fianc\\w*',
    'partner',
  ];
  return words.filter((w): w is string => !!w && new RegExp(`\\b${w}\\b`, 'i').test(text));
}

/** An answer to a yes/no about a person names that person in its first words (or asks about no one). */
function namesWhoWasAsked(turn: Turn, question: string, answer: string): boolean {
  const asked = peopleIn(turn, question);
  if (asked.length === 0) return true;
  // the answer's subject: its first words up to a comma or the end of the sentence
  const first = answer.split(/[,.;!?]/)[0] ?? answer;
  const mum = /\b(?:mum|mom|mother)\b/i;
  return asked.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(first) || (mum.test(w) && mum.test(first)));
}

/** Whether the date could move: "is the date flexible?", "any wiggle room on the date?", "open to a Friday?". */
const FIXED_ASK = wordRegExp(
  [
    String.raw`flexib\w*`,
    'set in stone',
    'wiggle room',
    'move (?:the|your) date',
    'other dates?',
    'different date',
    'open to (?:a |another |other )?(?:friday|sunday|weekday|date)',
  ],
  'i',
);
/** Whether the question's own words ask about the subject (when they name any subject at all). */
function asksAbout(text: string, subject: string): boolean {
  const own = classifyTurn(text);
  const named = [...own.topics, ...own.tradeTopics] as string[];
  return named.length === 0 || named.includes(subject);
}

/** Words that make an answer a no of its own. */
const NEGATIONS = /\b(?:no|not|never|nothing|none)\b|n't\b/i;

/** "Yes" + "We would love a tasting." → "Yes, we would love a tasting." (names and "I" keep their capital). */
export function joinLead(turn: Turn, lead: string, whole: string): string {
  const p = turn.s.persona;
  // "No, not yet" + "Oh, I'm not sure yet": the answer's own interjection gives way to the lead
  const stripped = whole.replace(/^(?:oh|ha|hmm|ooh|well|honestly|aw)[,!.]\s+/i, '');
  const core = stripped.length > 0 ? stripped : whole;
  const first = core.split(/[\s,'.!?]/)[0] ?? '';
  const keep =
    [p.name, p.partner, p.thirdParty?.name, 'I', 'Mom', 'Mum'].includes(first) ||
    /^\d/.test(first) ||
    PROPER_START.test(first);
  const body = keep ? core : core.charAt(0).toLowerCase() + core.slice(1);
  return `${lead.replace(/[.!]$/, '')}, ${body}`;
}

/** Months and days keep their capital after a lead ("Yes, October 17 next year."). */
const PROPER_START =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

/** The answer already opens with its own yes or no. */
function startsWithPolarity(text: string): boolean {
  return /^(?:yes|yep|yeah|no|nope|not yet)\b/i.test(text.trim());
}

/** Personal small talk: a brief warm answer in the buyer's voice. */
export function answerRapport(turn: Turn): string {
  return answerSmallTalk(turn);
}
