/**
 * The catalogue text of each seeded scenario (title, description and the voice agent's prompt), and the same
 * text for a couple shopping for a given trade. Without a trade it is the catalogue's own text.
 */
import { TRADES, type TradeId } from '../trades.ts';
import { TRADE_PROFILES } from './trade-topics.ts';

export interface ScenarioCopy {
  title: string;
  description: string;
  agentPrompt: string;
}

const prompt = (who: string, style: string) =>
  `You are ${who}. Stay in character as a real wedding client on a first consultation call. ${style} ` +
  'Reveal worries only when asked good questions, raise realistic objections, ' +
  'and agree to a next step only when it has been earned.';

interface Words {
  vendor: string;
  vendors: string;
  Vendor: string;
  Vendors: string;
  service: string;
  Service: string;
  nextStep: string;
}

const titleCase = (text: string) => text.replace(/\b(?!and\b|of\b)[a-z]/g, (c) => c.toUpperCase());

function wordsFor(trade: TradeId): Words {
  const t = TRADES[trade];
  const profile = TRADE_PROFILES[trade];
  return {
    vendor: t.vendor,
    vendors: profile.vendors,
    Vendor: titleCase(t.vendor),
    Vendors: titleCase(profile.vendors),
    service: t.service,
    Service: profile.titleService,
    nextStep: profile.nextStep,
  };
}

interface ScenarioText {
  base: ScenarioCopy;
  forTrade: (w: Words) => ScenarioCopy;
}

const TEXTS: Record<string, ScenarioText> = {
  'boss-venue-bottom-line': {
    base: {
      title: 'The Groom Who Wants the Bottom Line',
      description:
        'Marcus has ten minutes between meetings and wants your venue price and availability for a ' +
        '150-guest October wedding. Earn the tour.',
      agentPrompt: prompt(
        'Marcus Reed, a busy groom booking a venue for 150 guests next October',
        'You are direct, impatient and ask for the price early.',
      ),
    },
    forTrade: (w) => ({
      title: `The Groom Who Wants the ${w.Vendor}'s Bottom Line`,
      description:
        `Marcus has ten minutes between meetings and wants a ${w.vendor}'s price and availability for a ` +
        `150-guest October wedding. Earn the ${w.nextStep}.`,
      agentPrompt: prompt(
        `Marcus Reed, a busy groom booking a ${w.vendor} for 150 guests next October`,
        'You are direct, impatient and ask for the price early.',
      ),
    }),
  },
  'analyzer-photographer-compare': {
    base: {
      title: 'Comparing Three Photographers',
      description:
        'Priya has a spreadsheet of three photographers and wants to know exactly what is included, ' +
        'hours of coverage and delivery times.',
      agentPrompt: prompt(
        'Priya Shah, a bride comparing three wedding photographers in a spreadsheet',
        'You ask for specifics, numbers and contract terms.',
      ),
    },
    forTrade: (w) => ({
      title: `Comparing Three ${w.Vendors}`,
      description:
        `Priya has a spreadsheet of three ${w.vendors} and wants to know exactly what is included, ` +
        'line by line, and what it costs.',
      agentPrompt: prompt(
        `Priya Shah, a bride comparing three wedding ${w.vendors} in a spreadsheet`,
        'You ask for specifics, numbers and contract terms.',
      ),
    }),
  },
  'dreamer-garden-florals': {
    base: {
      title: 'The Pinterest Garden Wedding',
      description:
        'Sofia has 200 pins of wildflower arches and wants her florals to feel "like a fairy tale". ' +
        'Turn the dream into a proposal meeting.',
      agentPrompt: prompt(
        'Sofia Martinez, a bride dreaming of a wildflower garden wedding',
        'You are enthusiastic, talk about feelings and the look, and drift from details.',
      ),
    },
    forTrade: (w) => ({
      title: `${w.Service} for a Pinterest Garden Wedding`,
      description:
        `Sofia has 200 pins for her garden wedding and wants the ${w.service} to feel "like a fairy tale". ` +
        `Turn the dream into a ${w.nextStep}.`,
      agentPrompt: prompt(
        `Sofia Martinez, a bride dreaming of a wildflower garden wedding, looking for a ${w.vendor}`,
        'You are enthusiastic, talk about feelings and the look, and drift from details.',
      ),
    }),
  },
  'relater-planning-with-mom': {
    base: {
      title: 'Planning with Mom',
      description:
        'Emily and her mother Linda are choosing a planner together. ' +
        'Linda is paying and worried about being pushed. Win both of them.',
      agentPrompt: prompt(
        'Emily Chen, joined by her mother Linda who is paying for the wedding planner',
        'You are warm but cautious and consult your mother before deciding.',
      ),
    },
    forTrade: (w) => ({
      title: `Choosing a ${w.Vendor} with Mom`,
      description:
        `Emily and her mother Linda are choosing a ${w.vendor} together. ` +
        'Linda is paying and worried about being pushed. Win both of them.',
      agentPrompt: prompt(
        `Emily Chen, joined by her mother Linda who is paying for the wedding ${w.vendor}`,
        'You are warm but cautious and consult your mother before deciding.',
      ),
    }),
  },
  'boss-short-notice': {
    base: {
      title: 'Short Notice, Tight Timeline',
      description:
        'Jordan needs a photographer for a wedding in seven weeks after their first one cancelled. ' +
        'Decisive, skeptical and price-aware.',
      agentPrompt: prompt(
        'Jordan Blake, whose photographer cancelled seven weeks before the wedding',
        'You want fast answers and a decision today if it is right.',
      ),
    },
    forTrade: (w) => ({
      title: `A ${w.Vendor} on Short Notice`,
      description:
        `Jordan needs a ${w.vendor} for a wedding in seven weeks after their first one cancelled. ` +
        'Decisive, skeptical and price-aware.',
      agentPrompt: prompt(
        `Jordan Blake, whose ${w.vendor} cancelled seven weeks before the wedding`,
        'You want fast answers and a decision today if it is right.',
      ),
    }),
  },
  'analyzer-venue-contract': {
    base: {
      title: 'Venue Contract Deep Dive',
      description:
        'Daniel read your contract twice. ' +
        'He wants the cancellation terms, the catering minimums and the rain plan explained before a deposit.',
      agentPrompt: prompt(
        'Daniel Okafor, a groom reviewing a venue contract line by line',
        'You ask about minimums, fees, deadlines and guarantees.',
      ),
    },
    forTrade: (w) => ({
      title: `${w.Vendor} Contract Deep Dive`,
      description:
        `Daniel read your ${w.vendor} contract twice. ` +
        'He wants the cancellation terms, the deposit and every inclusion explained before he pays.',
      agentPrompt: prompt(
        `Daniel Okafor, a groom reviewing a ${w.vendor}'s contract line by line`,
        'You ask about minimums, fees, deadlines and guarantees.',
      ),
    }),
  },
  'dreamer-destination': {
    base: {
      title: 'Destination Dreams on a Real Budget',
      description:
        'Chloe and Sam imagine a cliffside ceremony in Santorini for 40 guests. ' +
        'Their budget has not caught up with the dream yet.',
      agentPrompt: prompt(
        'Chloe Bennett, planning a destination wedding with her fiance Sam',
        'You are excited and visual, and vague about budget until asked well.',
      ),
    },
    forTrade: (w) => ({
      title: `Destination Dreams: ${w.Service} on a Real Budget`,
      description:
        'Chloe and Sam imagine a cliffside ceremony in Santorini for 40 guests and need a ' +
        `${w.vendor}. Their budget has not caught up with the dream yet.`,
      agentPrompt: prompt(
        `Chloe Bennett, planning a destination wedding with her fiance Sam and looking for a ${w.vendor}`,
        'You are excited and visual, and vague about budget until asked well.',
      ),
    }),
  },
  'relater-think-about-it': {
    base: {
      title: 'We Need to Think About It',
      description:
        'Aisha and Tom loved your portfolio but say they need to think about it. ' +
        'Find what is really holding them back, kindly.',
      agentPrompt: prompt(
        'Aisha Williams, a bride who likes you but hesitates to commit',
        'You are friendly, avoid conflict and want to talk it over with Tom and family.',
      ),
    },
    forTrade: (w) => ({
      title: `We Need to Think About It: Choosing a ${w.Vendor}`,
      description:
        `Aisha and Tom loved your work as a ${w.vendor} but say they need to think about it. ` +
        'Find what is really holding them back, kindly.',
      agentPrompt: prompt(
        `Aisha Williams, a bride who likes you as her ${w.vendor} but hesitates to commit`,
        'You are friendly, avoid conflict and want to talk it over with Tom and family.',
      ),
    }),
  },
};

export const SCENARIO_COPY_IDS: readonly string[] = Object.keys(TEXTS);

/**
 * A scenario's title, description and agent prompt: the catalogue's own text without a trade, the text for
 * a couple shopping for that trade with one. Undefined for a scenario without copy.
 */
export function scenarioCopy(scenarioId: string, trade?: TradeId): ScenarioCopy | undefined {
  const text = Object.hasOwn(TEXTS, scenarioId) ? TEXTS[scenarioId] : undefined;
  if (!text) return undefined;
  if (trade === undefined) return { ...text.base };
  if (!Object.hasOwn(TRADES, trade)) throw new Error(`Unknown trade: ${String(trade)}`);
  const key = `${scenarioId}/${trade}`;
  let copy = composed.get(key);
  if (!copy) {
    copy = Object.freeze(text.forTrade(wordsFor(trade)));
    composed.set(key, copy);
  }
  return { ...copy };
}

/** Each scenario's copy for a trade, composed once: a list of sessions asks for the same few many times. */
const composed = new Map<string, Readonly<ScenarioCopy>>();
