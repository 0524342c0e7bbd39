/**
 * The analysis-side record of what the call established, from the conversation reader's readings of the
 * salesperson's turns: each concern of the buyer's raised and then answered, brushed off or left open, the
 * pressure tactics used (named by kind), the buyer's questions left unanswered, and facts the salesperson
 * restated differently from the buyer.
 */
import { readTurn } from '../conversation/read-turn.ts';
import type { TurnReading } from '../conversation/reading-types.ts';
import type { CallFindings, ConcernFinding, PressureFinding, WrongFact } from './call-findings-types.ts';
import { NON_QUESTIONS, PAY_NOW, RESTATE_CUES, STALL_SHAMING } from './call-findings-words.ts';
import { answersQuestion, brushesOff, hasPhrase, pressesPast, pressureActs } from './concern-replies.ts';
import type { SellerTurn } from './concern-replies.ts';
import { REPEATED } from './objections.ts';
import { isPressure } from './seller-conduct.ts';
import { countWords, splitSentences, truncateText } from './text-utils.ts';
import type { Objection, Utterance } from './types.ts';
import { emptySlots, NO_FLAGS } from '../conversation/reading-types.ts';

/**
 * The reader reads the first this many salesperson turns (a two-hour call has about 1,000); beyond them, in
 * a transcript at the size limits, the conduct rules alone judge the turns, so the work stays bounded.
 */
export const READ_TURNS = 1_000;

const unread = (text: string): TurnReading => ({
  text,
  normalized: text,
  acts: [],
  slots: emptySlots(),
  flags: { ...NO_FLAGS },
});

function readSellerTurns(utterances: Utterance[], sellers: Set<string>): SellerTurn[] {
  const out: SellerTurn[] = [];
  utterances.forEach((u, index) => {
    if (!sellers.has(u.speaker)) return;
    const prev = utterances[index - 1];
    const before = prev && !sellers.has(prev.speaker) ? prev.text : undefined;
    const reading =
      out.length < READ_TURNS
        ? readTurn(u.text, before ? { previousBuyerText: before } : {})
        : unread(u.text);
    out.push({ index, text: u.text, ...(before ? { before } : {}), reading });
  });
  return out;
}

/** For each utterance, the salesperson's next turn after it (one pass from the end). */
function nextSellerTurns(count: number, turns: SellerTurn[]): Array<SellerTurn | undefined> {
  const next = new Array<SellerTurn | undefined>(count);
  let k = turns.length - 1;
  let after: SellerTurn | undefined;
  for (let i = count - 1; i >= 0; i--) {
    while (k >= 0 && turns[k]!.index > i) after = turns[k--];
    next[i] = after;
  }
  return next;
}

function concernsOf(
  utterances: Utterance[],
  objections: Objection[],
  next: Array<SellerTurn | undefined>,
  questions: AskedQuestion[],
): ConcernFinding[] {
  const raised = objections.map((o) => {
    const at = o.utteranceIndex ?? -1;
    const reply = at >= 0 ? next[at] : undefined;
    // a worry met with a brush-off or with pressure was pushed past; a question asked again ("I asked the
    // price") is answered only when the reply answers it
    const said = at >= 0 ? utterances[at]!.text : o.text;
    const brushed = reply !== undefined && (brushesOff(reply, o.text, said) || pressesPast(reply));
    const answered =
      o.kind === 'repeated'
        ? reply !== undefined && answersQuestion(said, reply) && !judgedUnanswered(utterances, reply)
        : o.addressed;
    const status: ConcernFinding['status'] = brushed ? 'brushed-off' : answered ? 'answered' : 'open';
    const concern = {
      kind: o.kind,
      quote: o.text,
      status,
      ...(reply ? { response: truncateText(reply.text) } : {}),
    };
    return { at, concern };
  });
  // a question of the buyer's is a concern too ("Is the marquee extra here?"), once per turn
  const asked = questions
    .filter((q) => !raised.some((r) => r.at === q.at))
    .map((q) => ({
      at: q.at,
      concern: {
        kind: 'question',
        quote: q.quote,
        status: q.status,
        ...(q.reply ? { response: truncateText(q.reply.text) } : {}),
      },
    }));
  return [...raised, ...asked].sort((a, b) => a.at - b.at).map((c) => c.concern);
}

function pressureOf(turns: SellerTurn[]): PressureFinding[] {
  const out: PressureFinding[] = [];
  for (const turn of turns) {
    const quotes = new Set<string>();
    for (const act of pressureActs(turn)) {
      quotes.add(act.text);
      out.push({ kind: act.pressure ?? 'ultimatum', quote: truncateText(act.text) });
    }
    const asks = turn.reading.acts.filter((a) => a.kind === 'commitment-ask').map((a) => a.text);
    for (const sentence of splitSentences(turn.text)) {
      const dueNow = asks.some((a) => sentence.includes(a) && PAY_NOW.test(a));
      if (!isPressure(sentence) && !hasPhrase(sentence, STALL_SHAMING) && !dueNow) continue;
      const words = sentence.toLowerCase();
      if ([...quotes].some((q) => words.includes(q.slice(0, 24).toLowerCase()))) continue;
      out.push({
        kind: /\b(?:today|tonight|now)\b/i.test(sentence) ? 'deadline' : 'scarcity',
        quote: truncateText(sentence),
      });
    }
  }
  return out;
}

/** The buyer's next words say the reply did not answer them ("I asked the price", "That's not an answer"). */
function judgedUnanswered(utterances: Utterance[], reply: SellerTurn): boolean {
  const after = utterances[reply.index + 1];
  return (
    after !== undefined && after.speaker !== utterances[reply.index]!.speaker && REPEATED.test(after.text)
  );
}

interface AskedQuestion {
  at: number;
  quote: string;
  status: ConcernFinding['status'];
  reply?: SellerTurn;
}

/** The buyer's questions (the last one of each turn) and what the salesperson's next turn did with them. */
function buyerQuestions(
  utterances: Utterance[],
  sellers: Set<string>,
  next: Array<SellerTurn | undefined>,
): AskedQuestion[] {
  const out: AskedQuestion[] = [];
  utterances.forEach((u, at) => {
    if (sellers.has(u.speaker)) return;
    const asked = splitSentences(u.text).filter(
      (s) => s.endsWith('?') && countWords(s) >= 2 && !hasPhrase(s.replace(/\?$/, ''), NON_QUESTIONS),
    );
    const quote = asked.at(-1);
    if (!quote) return;
    const reply = next[at];
    // a later buyer turn before the reply means the question was taken back or moved on from
    if (reply && reply.index > at + 1) return;
    const status = !reply
      ? 'open'
      : brushesOff(reply, quote, u.text)
        ? 'brushed-off'
        : answersQuestion(quote, reply) && !judgedUnanswered(utterances, reply)
          ? 'answered'
          : 'open';
    out.push({ at, quote: truncateText(quote), status, ...(reply ? { reply } : {}) });
  });
  return out;
}

const MAY_STATE_FACT =
  /\d|hundred|guests|people|january|february|march|april|may|june|july|august|september|october|november|december/i;

/** Facts the salesperson restated in a recap that differ from what the buyer last said. */
function wrongFactsOf(utterances: Utterance[], sellers: Set<string>, turns: SellerTurn[]): WrongFact[] {
  const out: WrongFact[] = [];
  const stated: { guests?: [number, string]; month?: [number, string] } = {};
  let next = 0;
  let read = 0;
  utterances.forEach((u, i) => {
    if (!sellers.has(u.speaker)) {
      // only the buyer's turns that can state a count or a month are read, and no more than the seller's
      if (read >= READ_TURNS || !MAY_STATE_FACT.test(u.text)) return;
      read++;
      const slots = readTurn(u.text).slots;
      const guests = slots.counts.find((c) => c.unit === 'guests' || c.unit === 'people');
      if (guests) stated.guests = [guests.value, u.text];
      const month = slots.times.find((t) => t.month !== undefined && !t.relative)?.month;
      if (month !== undefined) stated.month = [month, u.text];
      return;
    }
    while (next < turns.length && turns[next]!.index < i) next++;
    const turn = turns[next];
    if (!turn || turn.index !== i) return;
    // a recap: the reader's confirmation act, or a turn that restates ("so that's…", "just to confirm…")
    const { acts, slots } = turn.reading;
    if (!acts.some((a) => a.kind === 'confirmation') && !hasPhrase(turn.text, RESTATE_CUES)) return;
    const said = truncateText(turn.text);
    const guests = slots.counts.find((c) => c.unit === 'guests' || c.unit === 'people')?.value;
    if (guests !== undefined && stated.guests && guests !== stated.guests[0])
      out.push({ fact: 'guests', said, buyerSaid: truncateText(stated.guests[1]) });
    const month = slots.times.find((t) => t.month !== undefined && !t.relative)?.month;
    if (month !== undefined && stated.month && month !== stated.month[0])
      out.push({ fact: 'month', said, buyerSaid: truncateText(stated.month[1]) });
  });
  return out;
}

export function findCallFindings(
  utterances: Utterance[],
  sellers: Set<string>,
  objections: Objection[],
): CallFindings {
  const turns = readSellerTurns(utterances, sellers);
  const next = nextSellerTurns(utterances.length, turns);
  const questions = buyerQuestions(utterances, sellers, next);
  return {
    concerns: concernsOf(utterances, objections, next, questions),
    pressure: pressureOf(turns),
    unansweredQuestions: questions
      .filter((q) => q.status !== 'answered')
      .map((q) => ({ quote: q.quote, ...(q.reply ? { reply: truncateText(q.reply.text) } : {}) })),
    wrongFacts: wrongFactsOf(utterances, sellers, turns),
  };
}
