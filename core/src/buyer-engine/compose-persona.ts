/**
 * Composes a buyer persona from a scenario's cast (situation and characters), a trade and a seed. The same
 * three inputs always give the same persona. The couple's facts agree with each other: the budget is in the
 * trade's realistic range (per guest for venues, caterers and bakers), tables follow the guest count, flowers
 * follow the season, the morning's start time follows the ceremony time. For the scenario's own trade the
 * hand-written persona is kept and only its trade facts are composed.
 */
import { TRADES, type TradeId } from '../trades.ts';
import { fact, type Fact, type Pain, type Persona, type StoryTopic } from './persona-types.ts';
import { normaliseSeed, Picker } from './prng.ts';
import type { ScenarioCast } from './scenario-cast.ts';
import { composeStoryFacts } from './story-facts.ts';
import { tradeTopicId, TRADE_PROFILES } from './trade-topics.ts';
import type { TradeProfile } from './trades/trade-profile.ts';

type Context = Record<string, string>;

/** Replaces {key} with the context's value; unknown keys stay as they are. */
export function fillTemplate(text: string, ctx: Context): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => ctx[key] ?? whole);
}

const fillFact = (fact: Fact, ctx: Context): Fact => ({
  value: fillTemplate(fact.value, ctx),
  lines: fact.lines.map((l) => fillTemplate(l, ctx)),
});

export function formatDollars(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const SEASON_FLOWERS: Array<[RegExp, string]> = [
  [/^(?:march|april|may)/i, 'peonies and ranunculus'],
  [/^(?:june|july|august)/i, 'garden roses and cosmos'],
  [/^(?:september|october|november)/i, 'dahlias and chrysanthemums'],
  [/^(?:december|january|february)/i, 'amaryllis and hellebores'],
];

/** Five hours before a 'N p.m.' ceremony, when hair and makeup starts. */
function startTimeFor(ceremony: string): string {
  const pm = /^(\d{1,2}) p\.m\.$/.exec(ceremony);
  const hour = pm ? (Number(pm[1]) % 12) + 12 - 5 : 10;
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
}

function budgetFor(profile: TradeProfile, level: number, guests: number, p: Picker): number {
  const scale = profile.budget.perGuest ? guests : 1;
  const jittered = Math.max(0, Math.min(1, level + (p.random() - 0.5) * 0.3));
  const raw = (profile.budget.min + jittered * (profile.budget.max - profile.budget.min)) * scale;
  return Math.max(profile.budget.round, Math.round(raw / profile.budget.round) * profile.budget.round);
}

function baseContext(cast: ScenarioCast, trade: TradeId, p: Picker): Context {
  const home = cast.home;
  const profile = TRADE_PROFILES[trade];
  const guests = Number.parseInt(home.facts.guests.value, 10) || 100;
  const budget = budgetFor(profile, cast.budgetLevel, guests, p);
  const bridesmaids = 3 + Math.floor(p.random() * 4);
  const date = home.facts.date.value;
  return {
    name: home.name,
    partner: home.partner,
    third: home.thirdParty?.name ?? home.partner,
    vendor: TRADES[trade].vendor,
    vendors: profile.vendors,
    service: TRADES[trade].service,
    extra: profile.extra,
    nextStep: profile.nextStep,
    budget: formatDollars(budget),
    over: formatDollars(
      Math.max(
        profile.budget.round,
        Math.round((budget * 0.15) / profile.budget.round) * profile.budget.round,
      ),
    ),
    guests: String(guests),
    tables: String(Math.ceil(guests / 10)),
    bridesmaids: String(bridesmaids),
    party: String(bridesmaids + 3),
    dietaryCount: String(Math.max(2, Math.round(guests / 10))),
    date,
    seasonFlowers: SEASON_FLOWERS.find(([re]) => re.test(date))?.[1] ?? 'whatever is in season',
    venue: trade === 'venue' ? 'your venue' : cast.venue,
    atVenue: trade === 'venue' ? '' : ` at ${cast.venue}`,
    ceremonyTime: cast.ceremonyTime,
    startTime: startTimeFor(cast.ceremonyTime),
    firstDance: p.pick(['At Last by Etta James', 'Perfect by Ed Sheeran', "Can't Help Falling in Love"]),
    altWeeks: p.pick(['two', 'three']),
  };
}

/** One fact per trade topic: fixed by the story for the home trade, else one option drawn by the seed. */
function composeTradeFacts(
  cast: ScenarioCast,
  trade: TradeId,
  ctx: Context,
  p: Picker,
): { facts: Record<string, Fact>; values: Context } {
  const facts: Record<string, Fact> = {};
  const values: Context = {};
  const pins = trade === cast.home.trade ? (cast.homeTradeFacts ?? {}) : {};
  for (const topic of TRADE_PROFILES[trade].topics) {
    const pin = pins[topic.key];
    const chosen =
      typeof pin === 'object'
        ? pin
        : (topic.options.find((o) => o.value === pin) ??
          topic.options[Math.floor(p.random() * topic.options.length)]!);
    const fact = fillFact(chosen, ctx);
    facts[tradeTopicId(trade, topic.key)] = fact;
    values[topic.key] = fact.value;
  }
  return { facts, values };
}

export function composeFromCast(cast: ScenarioCast, trade: TradeId, seed: number | string): Persona {
  const home = cast.home;
  const p = new Picker(normaliseSeed(`${String(seed)}:${trade}`));
  const ctx = baseContext(cast, trade, p);
  const { facts: tradeFacts, values } = composeTradeFacts(cast, trade, ctx, p);
  const storyTemplates = composeStoryFacts(cast.story, home.buyerType, {
    couple: new Picker(normaliseSeed(`${String(seed)}:story`)),
    vendor: new Picker(normaliseSeed(`${String(seed)}:${trade}:source`)),
  });
  const story = Object.fromEntries(
    Object.entries(storyTemplates).map(([topic, fact]) => [topic, fillFact(fact, ctx)]),
  ) as Record<StoryTopic, Fact>;
  if (trade === home.trade) return { ...home, facts: { ...home.facts, ...story }, tradeFacts };
  const profile = TRADE_PROFILES[trade];
  const fill = (text: string) => fillTemplate(text, ctx);
  const pains = cast.pains.map<Pain>((pain) =>
    'tradePain' in pain
      ? {
          ...profile.pains[pain.tradePain]!,
          line: fill(profile.pains[pain.tradePain]!.line),
          minTrust: pain.minTrust,
        }
      : { ...pain, line: fill(pain.line) },
  );
  const castFacts = Object.fromEntries(
    Object.entries(cast.facts).map(([topic, fact]) => [topic, fillFact(fact, ctx)]),
  ) as Partial<Persona['facts']>;
  return {
    ...home,
    trade,
    facts: {
      ...home.facts,
      ...story,
      priorities: fillFact(profile.priorities[home.buyerType], ctx),
      needs: fillFact(profile.needs, { ...ctx, ...values }),
      ...castFacts,
      // the venue is the shopping wish only when the venue is what is sold; otherwise the booked venue, by name
      // (a venue-shopping home persona's wish, "one place for everything", is no answer to "which venue?")
      venue:
        trade === 'venue'
          ? fillFact(cast.venueWish, ctx)
          : (castFacts.venue ?? (home.trade === 'venue' ? bookedVenue(cast.venue) : home.facts.venue)),
    } as Persona['facts'],
    tradeFacts,
    pains,
    objections: cast.objections.map((o) => ({ ...o, line: fill(o.line), resolved: fill(o.resolved) })),
    decider: fill(cast.decider),
    openings: cast.openings.map(fill),
    nudges: [...cast.nudges, ...profile.nudges].map(fill),
    acceptances: cast.acceptances.map(fill),
  };
}

/** The booked venue said by name, for a trade other than the venue ("which venue?" → "The Foundry."). */
function bookedVenue(venue: string): Persona['facts']['venue'] {
  return fact(venue, `We're at ${venue}.`, `${venue}, that's booked.`);
}
