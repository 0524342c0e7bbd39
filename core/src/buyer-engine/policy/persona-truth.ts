/**
 * The persona's own facts in structured form (budget, guest count, date, venue, who decides, who is on the
 * call), read once from its fact values, so price reactions are sized and recaps checked exactly.
 */
import type { BuyerTruth } from '../../conversation/conversation-state.ts';
import type { Persona } from '../persona-types.ts';
import { MONTHS } from '../../conversation/slots-time.ts';

/** Words in the persona's opening lines that say the third party is on the call. */
const ON_THE_CALL = ['here with me', 'listening', 'on the call', 'on the line', 'with me too', 'here too'];

/** "$6,250" → 6250; "150" → 150; undefined when the value has no number. */
export function numberIn(value: string): number | undefined {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(value);
  if (!m) return undefined;
  const n = Number(m[0].replaceAll(',', ''));
  return Number.isFinite(n) ? n : undefined;
}

/** "September 6" → { month: 9, day: 6 }. */
export function monthDayIn(value: string): { month?: number; day?: number } {
  const words = value.toLowerCase().split(/[^a-z0-9]+/);
  const index = words.findIndex((w) => MONTHS.includes(w));
  if (index < 0) return {};
  const day = Number(words[index + 1]);
  return { month: MONTHS.indexOf(words[index]!) + 1, ...(day >= 1 && day <= 31 ? { day } : {}) };
}

/**
 * The persona's truth. The deciders are the couple, plus the parent or planner when the decider phrase names
 * them; the third party is on the call only when an opening line says so.
 */
export function personaTruth(persona: Persona): BuyerTruth {
  const { month, day } = monthDayIn(persona.facts.date.value);
  const third = persona.thirdParty;
  const decider = persona.decider.toLowerCase();
  const thirdWords = third ? [third.name, third.role, third.name.replace(/^my /i, '')] : [];
  const thirdDecides = thirdWords.some((w) => decider.includes(w.toLowerCase()));
  const thirdOnCall =
    third !== undefined && persona.openings.some((o) => ON_THE_CALL.some((w) => o.toLowerCase().includes(w)));
  const budget = numberIn(persona.facts.budget.value);
  const guests = numberIn(persona.facts.guests.value);
  return {
    ...(budget === undefined ? {} : { budget }),
    ...(guests === undefined ? {} : { guests }),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
    ...(persona.trade === 'venue' ? {} : { venue: persona.facts.venue.value }),
    deciders: [persona.name, persona.partner, ...(third && thirdDecides ? [third.name] : [])],
    onCall: [persona.name, ...(thirdOnCall ? [third.name] : [])],
  };
}
