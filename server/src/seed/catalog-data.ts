/** Demo catalogue: wedding sales scenarios, library videos and office-hour templates. */
import type { BuyerId } from '@ringready/core/buyer-types';
import type { Difficulty } from '@ringready/core/api';
import { scenarioCopy, type ScenarioCopy } from '@ringready/core/buyer-engine/scenario-copy';

export interface ScenarioSeed {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  duration: string;
  buyerType: BuyerId;
  agentPrompt: string;
}

/** The catalogue's title, description and agent prompt of a scenario (one source: the buyer engine's copy). */
function copy(id: string): ScenarioCopy & { id: string } {
  const text = scenarioCopy(id);
  if (!text) throw new Error(`No catalogue copy for scenario ${id}`);
  return { id, ...text };
}

export const SCENARIOS: ScenarioSeed[] = [
  { ...copy('boss-venue-bottom-line'), difficulty: 'advanced', duration: '10-15 min', buyerType: 'boss' },
  {
    ...copy('analyzer-photographer-compare'),
    difficulty: 'intermediate',
    duration: '15-20 min',
    buyerType: 'analyzer',
  },
  { ...copy('dreamer-garden-florals'), difficulty: 'beginner', duration: '10-15 min', buyerType: 'dreamer' },
  {
    ...copy('relater-planning-with-mom'),
    difficulty: 'intermediate',
    duration: '15-20 min',
    buyerType: 'relater',
  },
  { ...copy('boss-short-notice'), difficulty: 'expert', duration: '10-15 min', buyerType: 'boss' },
  {
    ...copy('analyzer-venue-contract'),
    difficulty: 'advanced',
    duration: '20-25 min',
    buyerType: 'analyzer',
  },
  { ...copy('dreamer-destination'), difficulty: 'advanced', duration: '15-20 min', buyerType: 'dreamer' },
  { ...copy('relater-think-about-it'), difficulty: 'beginner', duration: '10-15 min', buyerType: 'relater' },
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
