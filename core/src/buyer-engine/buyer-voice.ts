/**
 * How the buyer speaks, with a memory: every sentence said in the call is kept (normalised) in the state, and
 * a line is only chosen while all its sentences are new. When a kind's lines are used up, fresh ones are
 * composed from the voice's lead-ins ("Look, …"); only when those run out too is a line repeated.
 */
import { splitSentences } from '../analysis/text-utils.ts';
import { TRADES } from '../trades.ts';
import type { Persona } from './persona-types.ts';
import { personaTruth } from './policy/persona-truth.ts';
import type { Picker } from './prng.ts';
import { VOICES, type LineKind } from './voice-lines.ts';

export type { LineKind } from './voice-lines.ts';

/** At most this many said sentences are remembered (a call is far shorter). */
export const SAID_MEMORY = 600;

export function fillNames(text: string, persona: Persona): string {
  const third = persona.thirdParty?.name ?? persona.partner;
  const trade = TRADES[persona.trade] ?? TRADES.photographer;
  return text
    .replaceAll('{name}', persona.name)
    .replaceAll('{partner}', persona.partner)
    .replaceAll('{third}', third)
    .replaceAll('{vendor}', trade.vendor)
    .replaceAll('{service}', trade.service)
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, lead: string, first: string) => lead + first.toUpperCase());
}

/** A sentence as remembered: lower case, letters and digits only. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function sentenceKeys(text: string): string[] {
  return splitSentences(text)
    .map(sentenceKey)
    .filter((k) => k !== '');
}

/** Capitalises a lower-case start (e.g. "my mom" after a sentence break). */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Joins parts, each opening with a capital ("my mom" filled in at a sentence start), then keeps at most `max`
 * sentences (dropping the prefix first, then the suffix).
 */
export function composeReply(parts: { prefix?: string; core: string; suffix?: string }, max = 3): string {
  const count = (t?: string) => (t ? splitSentences(t).length : 0);
  let prefix = parts.prefix;
  let suffix = parts.suffix;
  if (count(prefix) + count(parts.core) + count(suffix) > max) prefix = undefined;
  if (count(parts.core) + count(suffix) > max) suffix = undefined;
  return [prefix, parts.core, suffix]
    .filter((x): x is string => Boolean(x))
    .map(capitalise)
    .join(' ');
}

/** A spoken lead-in a composed line drops before adding its own ("Oh, we haven't…" → "Honestly, we haven't…"). */
const INTERJECTION = /^(?:oh|ha|ooh|okay|honestly|well|yes|right|fine|look|hmm|wow|aw|so)\b[,!.]?\s+/i;

/** Words of a buyer's question about the price, which is never asked again once a price was quoted. */
export const PRICE_ASK_WORDS = ['price', 'cost', 'the number', 'how much', 'what do you charge', 'your rate'];

/** True when a line asks about the price (a question with one of the price words). */
export function asksPrice(line: string): boolean {
  return splitSentences(line).some(
    (x) => x.trim().endsWith('?') && PRICE_ASK_WORDS.some((w) => x.toLowerCase().includes(w)),
  );
}

/** One turn's speaking: picks lines that have not been said in this call and remembers what was said. */
/** A line that speaks of the third party as away from the call. */
const THIRD_AWAY =
  /\b(?:when|once|until) \{third\} (?:is here|can join|joins|is with us|gets back)|\{third\} (?:can join|is here too)/i;

/**
 * With the third party on the call, what the buyer still has to check, talk over or share goes to the one
 * who is away (the partner): "let me check with {third}" becomes "let me check with {partner}".
 */
const CONSULT_THIRD =
  /\b(check with|talk(?: it)?(?: over| through)? with|talk to|ask|explain it to|show|without|asking|bring|run it by) \{third\}/gi;
const THIRD_TOLD =
  /\{third\} (will be glad|would appreciate|would want to hear|want to hear|to hear that|to be comfortable)/gi;

export function consultPartner(text: string): string {
  return text
    .replace(/\{partner\} and \{third\}|\{third\} and \{partner\}/g, '{partner}')
    .replace(CONSULT_THIRD, (_, verb: string) => `${verb} {partner}`)
    .replace(THIRD_TOLD, (_, rest: string) => `{partner} ${rest}`);
}

export class Speaker {
  readonly persona: Persona;
  /** the third party (a parent, a planner) is on the call with the buyer */
  private readonly thirdOnCall: boolean;
  readonly picker: Picker;
  readonly said: Set<string>;
  /** a price was quoted: lines that ask for it are not said */
  priceKnown = false;

  constructor(persona: Persona, picker: Picker, said: readonly string[]) {
    this.persona = persona;
    const third = persona.thirdParty?.name;
    this.thirdOnCall = third !== undefined && personaTruth(persona).onCall.includes(third);
    this.picker = picker;
    this.said = new Set(said);
  }

  fill(text: string, value?: string): string {
    const filled = fillNames(this.thirdOnCall ? consultPartner(text) : text, this.persona);
    return value === undefined ? filled : filled.replaceAll('{value}', value);
  }

  isFresh(text: string): boolean {
    const keys = sentenceKeys(text);
    return keys.length > 0 && keys.every((k) => !this.said.has(k));
  }

  /**
   * The lines true to who is on the call: with the third party on the call (as an opening says), none that
   * speaks of them as away ("another time, when {third} is here too"), unless no other is left.
   */
  present(lines: readonly string[]): readonly string[] {
    if (!this.thirdOnCall) return lines;
    const kept = lines.filter((l) => !THIRD_AWAY.test(l));
    return kept.length > 0 ? kept : lines;
  }

  /** A random candidate none of whose sentences was said yet (the shortest one when `shortest`). */
  fresh(
    candidates: readonly string[],
    options: { value?: string; shortest?: boolean } = {},
  ): string | undefined {
    const open = this.present(candidates)
      .map((c) => this.fill(c, options.value))
      .filter((c) => this.isFresh(c) && !(this.priceKnown && asksPrice(c)));
    if (open.length === 0) return undefined;
    if (options.shortest) return open.reduce((a, b) => (b.length < a.length ? b : a));
    return this.picker.pick(open);
  }

  /**
   * Fresh lines made from used ones: each sentence of at least three words (in line order) after one of the
   * voice's lead-ins, e.g. "Look, what does it cost me?"; with `mustContain`, only sentences that contain it.
   */
  private composed(candidates: readonly string[], value?: string, mustContain?: string): string | undefined {
    const names = [this.persona.name, this.persona.partner, this.persona.thirdParty?.name, 'I', 'DJ'];
    const combos: string[] = [];
    const sentences = candidates.flatMap((c) => splitSentences(this.fill(c, value)));
    const bare = sentences.map((x) => x.replace(INTERJECTION, ''));
    const needle = mustContain?.toLowerCase();
    for (const sentence of bare.filter((x) => x.split(/\s+/).length >= 3)) {
      if (needle !== undefined && !sentence.toLowerCase().includes(needle)) continue;
      const first = sentence.split(/[\s,']/)[0] ?? '';
      const body = names.includes(first) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
      for (const lead of VOICES[this.persona.buyerType].leads) combos.push(`${lead}, ${body}`);
    }
    return this.fresh(combos);
  }

  /** A fact said again in new words: a sentence of its lines that states the value, after a lead-in. */
  variant(lines: readonly string[], value: string): string | undefined {
    return this.composed(lines, undefined, value);
  }

  /** A line of a kind: fresh if possible, else composed fresh, else (a very long call) any. */
  line(kind: LineKind, value?: string): string {
    const pool = VOICES[this.persona.buyerType].lines[kind];
    // a line made of used sentences still says the value it is for ("that part is settled" alone says nothing)
    const must = value !== undefined && pool.some((l) => l.includes('{value}')) ? value : undefined;
    const line =
      this.fresh(pool, { value }) ??
      this.composed(pool, value, must) ??
      this.fill(this.picker.pick(this.present(pool)), value);
    // a line may open with the value ("four bridesmaids, that hasn't changed")
    return line.charAt(0).toUpperCase() + line.slice(1);
  }

  /** A line from a persona's own list (nudges, acceptances), with the same freshness rules. */
  own(lines: readonly string[]): string {
    return this.fresh(lines) ?? this.composed(lines) ?? this.fill(this.picker.pick(this.present(lines)));
  }

  /** An optional line (colour, a lead-in): only when fresh, else nothing. */
  optional(kind: LineKind, chance = 1): string | undefined {
    if (!this.picker.chance(chance)) return undefined;
    const lines = VOICES[this.persona.buyerType].lines[kind];
    return this.fresh(kind === 'colour' ? this.notAboutThirdAgain(lines) : lines);
  }

  /** Colour that names the parent or planner is left out once they have come up twice in the call. */
  private notAboutThirdAgain(lines: readonly string[]): readonly string[] {
    const third = this.persona.thirdParty?.name.replace(/^my /i, '').toLowerCase();
    if (!third) return lines;
    const named = [...this.said].filter((key) => key.split(' ').includes(third)).length;
    return named >= 2 ? lines.filter((l) => !l.includes('{third}')) : lines;
  }

  colourChance(): number {
    return VOICES[this.persona.buyerType].colourChance;
  }

  remember(text: string): void {
    for (const key of sentenceKeys(text)) this.said.add(key);
  }

  /** The remembered sentences, oldest first, capped. */
  memory(): string[] {
    return [...this.said].slice(-SAID_MEMORY);
  }
}
