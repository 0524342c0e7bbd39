/**
 * A team scenario drafted from a manager's plain description, for the form to show and the manager to edit
 * before saving: the conversation reader reads the amounts, counts, months and names in it; the venue, who
 * pays or decides, the worries and the buyer type are read from the description's own words. Anything not
 * said is left for the manager (empty, or a month's first day when only the month is given).
 */
import { readTurn } from './conversation/read-turn.ts';
import { z } from 'zod';
import { TRADE_IDS, type TradeId } from './trades.ts';
import type { CreateTeamScenarioRequest } from './team-scenarios.ts';

const VENUE_WORDS = [
  'barn|farm|hotel|estate|vineyard|winery|church|garden|ballroom|venue|lodge|inn',
  'castle|beach|chapel|museum|loft|hall|manor|resort|club',
].join('|');
const VENUE = new RegExp(
  `\\b(?:at|in) (?:an? |the )?((?:[\\w'-]+ ){0,3}?(?:${VENUE_WORDS})(?: in [A-Z][\\w-]+(?: [A-Z][\\w-]+)?)?)`,
  'i',
);
const FAMILY =
  /\b(her|his|their)\s+(aunt|uncle|mother|mom|mum|father|dad|parents|grandmother|grandma|sister|brother)\b/i;
const WORRY = /\b(?:worried|concerned|nervous|anxious|afraid)\s+(?:about|that)\s+([^.;,]+)/gi;
const BUYER_CUES: Array<[CreateTeamScenarioRequest['buyerType'], RegExp]> = [
  ['boss', /\b(?:busy|in a hurry|bottom line|quick|straight to the point|impatient)\b/i],
  ['analyzer', /\b(?:compar\w*|spreadsheet|details?|contract|fine print|numbers)\b/i],
  ['dreamer', /\b(?:dream\w*|pinterest|vision|magical|fairy)\b/i],
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The day the description names, moved to its next occurrence after today when its year is missing or past. */
function weddingDate(
  month: number | undefined,
  day: number | undefined,
  year: number | undefined,
  today: string,
) {
  if (!month) return '';
  const [ty] = today.split('-').map(Number) as [number];
  const first = iso(year && year >= ty ? year : ty, month, day ?? 1);
  return first > today ? first : iso(Number(first.slice(0, 4)) + 1, month, day ?? 1);
}

/** A scenario as drafted: a create request's fields, with the numbers the description did not give as null. */
export type TeamScenarioDraft = Omit<CreateTeamScenarioRequest, 'facts'> & {
  facts: Omit<CreateTeamScenarioRequest['facts'], 'guests' | 'budget'> & {
    guests: number | null;
    budget: number | null;
  };
};

/** POST /api/team/scenarios/draft {description, trade?} → TeamScenarioDraft (nothing is saved) */
export const draftTeamScenarioRequestSchema = z.object({
  description: z
    .string({ message: 'Please describe the scenario' })
    .trim()
    .min(1, { message: 'Please describe the scenario' })
    .max(2000, { message: 'A description is at most 2000 characters' }),
  trade: z.enum(TRADE_IDS, { message: 'Unknown trade' }).optional(),
});

export function draftTeamScenario(
  description: string,
  options: { trade: TradeId; today: string },
): TeamScenarioDraft {
  const text = description.trim();
  const { slots } = readTurn(text, { trade: options.trade });
  const guests = slots.counts.find((c) => /guest|people/i.test(c.unit ?? ''))?.value;
  const budget = slots.money[0]?.amount;
  const time = slots.times.find((t) => t.month);
  // the place, with the region named after it ('in Vermont'), not a lowercase word that follows
  const venue = (VENUE.exec(text)?.[1] ?? '').replace(/ in(?: [a-z][\w-]*)*$/, '').trim();
  const family = FAMILY.exec(text);
  const relative = family ? capital(`${family[1]!.toLowerCase()} ${family[2]!.toLowerCase()}`) : undefined;
  const pays = family && /\b(?:paying|pays|paid|decid\w*|final say)\b/i.test(text);
  const objections = [...text.matchAll(WORRY)].map((m) => `We're worried about ${m[1]!.trim()}.`);
  const firstClause = text.split(/[,.;]/)[0]!.trim();
  return {
    title: capital(firstClause.length > 80 ? `${firstClause.slice(0, 77).trimEnd()}...` : firstClause),
    buyerType: BUYER_CUES.find(([, re]) => re.test(text))?.[0] ?? 'relater',
    trade: options.trade,
    difficulty: 'intermediate',
    description: text,
    facts: {
      date: weddingDate(time?.month, time?.day, time?.year, options.today),
      guests: guests ?? null,
      venue: venue ? capital(venue) : '',
      budget: budget ?? null,
      decisionMakers: pays && relative ? ['The couple', relative] : ['The couple'],
    },
    objections,
    status: 'draft',
  };
}

/** The draft as the API answers it (the OpenAPI document's schema). */
export const teamScenarioDraftSchema = z.strictObject({
  title: z.string(),
  buyerType: z.enum(['analyzer', 'boss', 'dreamer', 'relater']),
  trade: z.enum(TRADE_IDS),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced', 'expert']),
  description: z.string(),
  facts: z.strictObject({
    date: z.string().describe("YYYY-MM-DD, or '' when the description names no month"),
    guests: z.number().int().nullable(),
    venue: z.string(),
    budget: z.number().nullable(),
    decisionMakers: z.array(z.string()),
  }),
  objections: z.array(z.string()),
  status: z.literal('draft'),
});
