/** Demo catalogue: wedding sales scenarios, library videos and office-hour templates. */
import type { BuyerId } from '@ringready/core/buyer-types';
import type { Difficulty } from '@ringready/core/api';

export interface ScenarioSeed {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  duration: string;
  buyerType: BuyerId;
  agentPrompt: string;
}

const prompt = (who: string, style: string) =>
  `You are ${who}. Stay in character as a real wedding client on a first consultation call. ${style} ` +
  'Reveal worries only when asked good questions, raise realistic objections, ' +
  'and agree to a next step only when it has been earned.';

export const SCENARIOS: ScenarioSeed[] = [
  {
    id: 'boss-venue-bottom-line',
    title: 'The Groom Who Wants the Bottom Line',
    difficulty: 'advanced',
    duration: '10-15 min',
    buyerType: 'boss',
    description:
      'Marcus has ten minutes between meetings and wants your venue price and availability for a ' +
      '150-guest October wedding. Earn the tour.',
    agentPrompt: prompt(
      'Marcus Reed, a busy groom booking a venue for 150 guests next October',
      'You are direct, impatient and ask for the price early.',
    ),
  },
  {
    id: 'analyzer-photographer-compare',
    title: 'Comparing Three Photographers',
    difficulty: 'intermediate',
    duration: '15-20 min',
    buyerType: 'analyzer',
    description:
      'Priya has a spreadsheet of three photographers and wants to know exactly what is included, ' +
      'hours of coverage and delivery times.',
    agentPrompt: prompt(
      'Priya Shah, a bride comparing three wedding photographers in a spreadsheet',
      'You ask for specifics, numbers and contract terms.',
    ),
  },
  {
    id: 'dreamer-garden-florals',
    title: 'The Pinterest Garden Wedding',
    difficulty: 'beginner',
    duration: '10-15 min',
    buyerType: 'dreamer',
    description:
      'Sofia has 200 pins of wildflower arches and wants her florals to feel "like a fairy tale". ' +
      'Turn the dream into a proposal meeting.',
    agentPrompt: prompt(
      'Sofia Martinez, a bride dreaming of a wildflower garden wedding',
      'You are enthusiastic, talk about feelings and the look, and drift from details.',
    ),
  },
  {
    id: 'relater-planning-with-mom',
    title: 'Planning with Mom',
    difficulty: 'intermediate',
    duration: '15-20 min',
    buyerType: 'relater',
    description:
      'Emily and her mother Linda are choosing a planner together. ' +
      'Linda is paying and worried about being pushed. Win both of them.',
    agentPrompt: prompt(
      'Emily Chen, joined by her mother Linda who is paying for the wedding planner',
      'You are warm but cautious and consult your mother before deciding.',
    ),
  },
  {
    id: 'boss-short-notice',
    title: 'Short Notice, Tight Timeline',
    difficulty: 'expert',
    duration: '10-15 min',
    buyerType: 'boss',
    description:
      'Jordan needs a photographer for a wedding in seven weeks after their first one cancelled. ' +
      'Decisive, skeptical and price-aware.',
    agentPrompt: prompt(
      'Jordan Blake, whose photographer cancelled seven weeks before the wedding',
      'You want fast answers and a decision today if it is right.',
    ),
  },
  {
    id: 'analyzer-venue-contract',
    title: 'Venue Contract Deep Dive',
    difficulty: 'advanced',
    duration: '20-25 min',
    buyerType: 'analyzer',
    description:
      'Daniel read your contract twice. ' +
      'He wants the cancellation terms, the catering minimums and the rain plan explained before a deposit.',
    agentPrompt: prompt(
      'Daniel Okafor, a groom reviewing a venue contract line by line',
      'You ask about minimums, fees, deadlines and guarantees.',
    ),
  },
  {
    id: 'dreamer-destination',
    title: 'Destination Dreams on a Real Budget',
    difficulty: 'advanced',
    duration: '15-20 min',
    buyerType: 'dreamer',
    description:
      'Chloe and Sam imagine a cliffside ceremony in Santorini for 40 guests. ' +
      'Their budget has not caught up with the dream yet.',
    agentPrompt: prompt(
      'Chloe Bennett, planning a destination wedding with her fiance Sam',
      'You are excited and visual, and vague about budget until asked well.',
    ),
  },
  {
    id: 'relater-think-about-it',
    title: 'We Need to Think About It',
    difficulty: 'beginner',
    duration: '10-15 min',
    buyerType: 'relater',
    description:
      'Aisha and Tom loved your portfolio but say they need to think about it. ' +
      'Find what is really holding them back, kindly.',
    agentPrompt: prompt(
      'Aisha Williams, a bride who likes you but hesitates to commit',
      'You are friendly, avoid conflict and want to talk it over with Tom and family.',
    ),
  },
];

export interface VideoSeed {
  id: string;
  title: string;
  description: string;
  category: string;
  duration: string;
  vimeoId: string;
}

export const VIDEOS: VideoSeed[] = [
  {
    id: 'first-five-minutes',
    title: 'The First Five Minutes of a Consultation',
    category: 'Discovery',
    duration: '12 min',
    vimeoId: '76979871',
    description:
      'Open with warmth, set an agenda and get the couple talking about themselves before you talk about packages.',
  },
  {
    id: 'questions-that-book',
    title: 'Questions That Book Weddings',
    category: 'Discovery',
    duration: '18 min',
    vimeoId: '22439234',
    description: 'Problem-finding and criteria-finding questions that uncover what the couple really needs.',
  },
  {
    id: 'four-buyer-types',
    title: 'Reading the Four Buyer Types',
    category: 'Buyer Types',
    duration: '15 min',
    vimeoId: '1084537',
    description:
      'Spot an Analyzer, a Boss, a Dreamer and a Relater in the first minutes, and adapt your pace and language.',
  },
  {
    id: 'price-with-confidence',
    title: 'Presenting Price with Confidence',
    category: 'Pricing',
    duration: '14 min',
    vimeoId: '347119375',
    description: 'Anchor value before price, present options and stop talking after you say the number.',
  },
  {
    id: 'think-about-it',
    title: '"We Need to Think About It"',
    category: 'Objections',
    duration: '11 min',
    vimeoId: '253989945',
    description: 'What the most common wedding objection really means and how to find the concern behind it.',
  },
  {
    id: 'parents-who-pay',
    title: 'Selling to the Parents Who Pay',
    category: 'Objections',
    duration: '16 min',
    vimeoId: '90509568',
    description:
      'Include the decision makers early, respect their concerns and turn them into your advocates.',
  },
  {
    id: 'closing-next-step',
    title: 'Closing on a Clear Next Step',
    category: 'Closing',
    duration: '10 min',
    vimeoId: '148751763',
    description: 'Every call ends with a date, an action and an owner: how to ask for it without pressure.',
  },
  {
    id: 'follow-up-that-works',
    title: 'Follow-up That Actually Works',
    category: 'Follow-up',
    duration: '9 min',
    vimeoId: '59777392',
    description: 'Reply fast, follow up with substance, and keep the date hold honest.',
  },
];

export interface OfficeHourTemplate {
  key: string;
  title: string;
  description: string;
  host: string;
  inDays: number;
  hourUtc: number;
  durationMinutes: number;
  capacity: number;
}

export const OFFICE_HOUR_TEMPLATES: OfficeHourTemplate[] = [
  {
    key: 'pricing-clinic',
    title: 'Pricing Clinic',
    host: 'Rachel Kim',
    inDays: 2,
    hourUtc: 17,
    durationMinutes: 60,
    capacity: 25,
    description: 'Bring your price sheet and your toughest price objections; we work through them live.',
  },
  {
    key: 'call-review',
    title: 'Live Call Review',
    host: 'David Alvarez',
    inDays: 4,
    hourUtc: 18,
    durationMinutes: 45,
    capacity: 12,
    description: 'Volunteers share a consultation recording and we coach it together, minute by minute.',
  },
  {
    key: 'buyer-types-lab',
    title: 'Buyer Types Lab',
    host: 'Rachel Kim',
    inDays: 7,
    hourUtc: 16,
    durationMinutes: 60,
    capacity: 30,
    description: 'Practise adapting to Analyzers, Bosses, Dreamers and Relaters in quick role-play rounds.',
  },
  {
    key: 'closing-qa',
    title: 'Closing Q&A',
    host: 'Morgan Lee',
    inDays: 10,
    hourUtc: 19,
    durationMinutes: 30,
    capacity: 20,
    description: 'Open questions about asking for the booking, deposits and date holds.',
  },
];
