/** A reply made of its parts, cut to the buyer type's length without losing a question or the goodbye. */
import { splitSentences } from '../../analysis/text-utils.ts';
import type { Turn } from '../engine-turn.ts';
import { nearRepeat } from './near-repeat.ts';

/** Most sentences in a reply, per type: a Boss stays terse, a Dreamer says more. */
export const MAX_SENTENCES = { boss: 3, analyzer: 4, relater: 4, dreamer: 4 } as const;

/**
 * The parts in order, cut to the type's length: each part keeps at least one sentence (every thing asked gets
 * its answer, a Boss's "Fine." included), the earlier ones giving way to the later ones beyond that.
 */
export function joinParts(turn: Turn, parts: string[], goodbye = ''): string {
  const bye = splitSentences(goodbye);
  const said = parts.filter(Boolean);
  const max = Math.max(said.length, MAX_SENTENCES[turn.s.persona.buyerType] - bye.length);
  const out: string[] = [];
  said.forEach((part, i) => {
    const room = max - out.length - (said.length - 1 - i);
    // no sentence said twice in the reply, within a part ("I'd still like to understand that. You know, I'd
    // still like to understand that.") or across parts
    const fresh: string[] = [];
    for (const x of splitSentences(part))
      if (![...out, ...fresh].some((o) => nearRepeat(o, x))) fresh.push(x);
    out.push(...cutKeepingQuestion(fresh, Math.max(1, room)));
  });
  return [...out, ...bye].join(' ');
}

/** A question that only opens what follows: "Straight up?", "Honestly?", "Can I be honest with you?". */
const LEAD_IN = /^(?:okay, )?(?:straight up|honestly|can i be (?:honest|real) with you|you know what)\?$/i;

const TAG_QUESTION = /,\s*(?:you know|right|isn't it|don't you think)\?$/i;

/**
 * A part cut to `room` sentences keeps its first question: the sentences before it give way (the first one
 * stays while there is room), so a buyer who asks what separates two options is never cut off mid-thought.
 */
function cutKeepingQuestion(all: string[], room: number): string[] {
  if (all.length <= room) return all;
  // a lead-in ("Straight up? Our first shop cancelled on us.") is the first to give way, never what it leads to
  const sentences = all.filter((x, i) => i === all.length - 1 || !LEAD_IN.test(x));
  if (sentences.length <= room) return sentences;
  // a real question, not colour that ends on a tag ("It has to feel like us, you know?")
  const q = sentences.findIndex((x) => x.endsWith('?') && !TAG_QUESTION.test(x));
  if (q < room) return sentences.slice(0, room);
  if (room === 1) return [sentences[q]!];
  return [...sentences.slice(0, room - 1), sentences[q]!];
}
