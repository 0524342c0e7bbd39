/**
 * The buyer of a team scenario: a manager's written couple, facts and concerns played by the same engine as
 * the catalogue's. The buyer type's first catalogue cast gives what the manager does not write (the story,
 * nudges, acceptances, the trade's own facts drawn by the seed); every fact the manager wrote replaces the
 * cast's, each concern is a worry the buyer reveals when asked, and the first concern of each kind is an
 * objection the buyer raises.
 */
import { monthName } from '../conversation/conversation-state.ts';
import { TRADES } from '../trades.ts';
import type { TeamScenarioSpec } from '../team-scenarios.ts';
import { composeFromCast, formatDollars } from './compose-persona.ts';
import { fact, type ObjectionKind, type Persona, type PersonaObjection } from './persona-types.ts';
import { CASTS } from './personas.ts';

/** '2027-10-09' → 'October 9, 2027' */
export function spokenDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${monthName(m)} ${d}, ${y}`;
}

/** The objection kind a concern reads as: price, timing, comparing, else needing to think. */
export function concernKind(concern: string): ObjectionKind {
  if (/\b(?:price|cost|expensive|afford|budget|money|pay|paying|deposit|cheaper)\b/i.test(concern))
    return 'price';
  if (/\b(?:other|others|compar\w*|quote|quotes|shopping around)\b/i.test(concern)) return 'compare';
  if (/\b(?:date|available|availability|booked|schedule|timing|in time)\b/i.test(concern)) return 'date';
  return 'think';
}

const RESOLVED: Record<ObjectionKind, string> = {
  price: 'Okay, that makes the price easier to understand.',
  compare: "That helps. I can see how you're different.",
  date: "Good, that's a relief about the timing.",
  think: 'Thank you, that answers what was worrying me.',
};

const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The persona of a team scenario for its own trade; the seed draws what the manager left open. */
export function composeTeamPersona(
  scenarioId: string,
  spec: TeamScenarioSpec,
  seed: number | string,
): Persona {
  const cast = CASTS.find((c) => c.home.buyerType === spec.buyerType) ?? CASTS[0]!;
  const base = composeFromCast(cast, spec.trade, seed);
  const { facts } = spec;
  const vendor = TRADES[spec.trade].vendor;
  const name = spec.couple?.names[0] ?? base.name;
  const partner = spec.couple?.names[1] ?? base.partner;
  const date = spokenDate(facts.date);
  const budget = formatDollars(facts.budget);
  const deciders = joinNames(facts.decisionMakers);
  const concerns = spec.objections;
  const objections: PersonaObjection[] = [];
  for (const line of concerns) {
    const kind = concernKind(line);
    if (!objections.some((o) => o.kind === kind)) objections.push({ kind, line, resolved: RESOLVED[kind] });
  }
  const tradeFacts = { ...base.tradeFacts };
  for (const item of facts.tradeItems ?? [])
    tradeFacts[`${spec.trade}.${item.label.toLowerCase()}`] = fact(
      item.value,
      `For ${item.label}: ${item.value}.`,
    );
  return {
    ...base,
    scenarioId,
    difficulty: spec.difficulty,
    name,
    partner,
    thirdParty: spec.couple?.alsoOnCall,
    decider: `${deciders} decide${facts.decisionMakers.length === 1 ? 's' : ''}`,
    facts: {
      ...base.facts,
      date: fact(date, `The wedding is on ${date}.`, `We're getting married on ${date}.`),
      guests: fact(
        String(facts.guests),
        `We're expecting ${facts.guests} guests.`,
        `About ${facts.guests} guests.`,
      ),
      venue: fact(facts.venue, `It's at ${facts.venue}.`, `We've booked ${facts.venue}.`),
      budget: fact(budget, `We have ${budget} for the ${vendor}.`, `Our budget for this is ${budget}.`),
      ...(facts.style ? { style: fact(facts.style, `The style is ${facts.style}.`) } : {}),
      decision: fact(deciders, `${deciders} will make the decision.`, `It's up to ${deciders}.`),
      couple: fact(partner, `I'm ${name}, and ${partner} is my partner.`),
      comparison: fact('others', `We're talking to a few other ${vendor}s as well.`),
      priorities: fact('feels like us', 'Mostly that the day feels like us.'),
    },
    tradeFacts,
    pains: concerns.length
      ? concerns.map((line, i) => ({
          label: line.split(/\s+/).slice(0, 4).join(' '),
          line,
          minTrust: 30 + i * 8,
        }))
      : base.pains,
    objections: objections.length ? objections : base.objections,
    openings: [
      `Hi, this is ${name}. We're looking for a ${vendor} for our wedding at ${facts.venue}.`,
      `Hello, it's ${name}. We're getting married on ${date} and need a ${vendor}.`,
    ],
  };
}
