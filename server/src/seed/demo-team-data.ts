/** Who is in the demo team and how each of them sells: the skill they start with and where they get to. */
import type { BuyerId } from '@ringready/core/buyer-types';

export const DEMO_TEAM_NAME = 'Evergreen Weddings';
/** The business the scripted salespeople introduce themselves from. */
export const DEMO_BUSINESS = 'Evergreen Weddings';
/** The demo studio sells photography: its practice buyers are couples looking for a photographer. */
export const DEMO_TRADE = 'photographer';
export const DEMO_OWNER_EMAIL = 'owner@ringready.app';
export const DEMO_MANAGER_EMAIL = 'manager@ringready.app';

export interface DemoPerson {
  /** null: the existing demo account (created by the demo seed) */
  email: string | null;
  name: string;
  role: 'admin' | 'manager' | 'member';
  /** skill 0 (weak) … 1 (strong) six months ago and today; it moves linearly in between, with noise */
  skill: [number, number];
  practice: number;
  calls: number;
  /** the buyer type they pick half of the time */
  favourite: BuyerId;
  /** history from this many days ago… */
  fromDays: number;
  /** …to this many */
  toDays: number;
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: DEMO_OWNER_EMAIL,
    name: 'Hannah Brooks',
    role: 'admin',
    skill: [0.9, 0.9],
    practice: 0,
    calls: 0,
    favourite: 'relater',
    fromDays: 0,
    toDays: 0,
  },
  {
    email: DEMO_MANAGER_EMAIL,
    name: 'Rachel Kim',
    role: 'manager',
    skill: [0.75, 0.9],
    practice: 10,
    calls: 4,
    favourite: 'relater',
    fromDays: 178,
    toDays: 3,
  },
  {
    email: 'olivia.bennett@ringready.app',
    name: 'Olivia Bennett',
    role: 'member',
    skill: [0.8, 0.92],
    practice: 18,
    calls: 6,
    favourite: 'analyzer',
    fromDays: 176,
    toDays: 1,
  },
  {
    email: 'marcus.hill@ringready.app',
    name: 'Marcus Hill',
    role: 'member',
    skill: [0.1, 0.8],
    practice: 22,
    calls: 6,
    favourite: 'boss',
    fromDays: 179,
    toDays: 1,
  },
  {
    email: 'priya.nair@ringready.app',
    name: 'Priya Nair',
    role: 'member',
    skill: [0.6, 0.6],
    practice: 14,
    calls: 5,
    favourite: 'dreamer',
    fromDays: 170,
    toDays: 2,
  },
  {
    email: 'jake.thompson@ringready.app',
    name: 'Jake Thompson',
    role: 'member',
    skill: [0.68, 0.38],
    practice: 12,
    calls: 6,
    favourite: 'relater',
    fromDays: 175,
    toDays: 4,
  },
  {
    email: 'sofia.alvarez@ringready.app',
    name: 'Sofia Alvarez',
    role: 'member',
    skill: [0.2, 0.65],
    practice: 16,
    calls: 4,
    favourite: 'dreamer',
    fromDays: 160,
    toDays: 1,
  },
  {
    // the demo account: its recent analysed calls come from the demo seed; this is the months before
    email: null,
    name: 'Demo User',
    role: 'member',
    skill: [0.3, 0.55],
    practice: 9,
    calls: 3,
    favourite: 'boss',
    fromDays: 178,
    toDays: 32,
  },
];

/** Sample real calls by how well they were sold (the analyzer scores them; these are only for choosing). */
export const SAMPLE_CALLS: Record<'verypoor' | 'poor' | 'okay' | 'good' | 'excellent', string[]> = {
  verypoor: [
    '04-analyzer-videographer-verypoor.txt',
    '08-boss-photographer-verypoor.txt',
    '16-dreamer-planner-verypoor.txt',
    '20-relater-florist-verypoor.srt',
  ],
  poor: [
    '02-analyzer-venue-poor.txt',
    '11-boss-planner-poor.md',
    '14-dreamer-photographer-poor.txt',
    '23-relater-venue-poor.json',
  ],
  okay: ['05-analyzer-planner-okay.json', '09-boss-florist-okay.txt', '21-relater-photographer-okay.txt'],
  good: [
    '03-analyzer-florist-good.vtt',
    '10-boss-videographer-good.json',
    '12-boss-hairmakeup-good.txt',
    '15-dreamer-venue-good.json',
    '22-relater-planner-good.vtt',
    '24-relater-photographer-good.md',
  ],
  excellent: [
    '01-analyzer-photographer-excellent.md',
    '07-boss-venue-excellent.srt',
    '13-dreamer-florist-excellent.txt',
    '18-dreamer-venue-excellent.md',
    '19-relater-venue-excellent.txt',
  ],
};

export function callTier(skill: number): keyof typeof SAMPLE_CALLS {
  if (skill < 0.2) return 'verypoor';
  if (skill < 0.4) return 'poor';
  if (skill < 0.6) return 'okay';
  if (skill < 0.8) return 'good';
  return 'excellent';
}
