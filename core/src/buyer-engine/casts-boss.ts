/** The Boss scenarios, for any trade: Marcus wants the bottom line; Jordan books on short notice. */
import { fact as f } from './persona-types.ts';
import { BOSS_SHORT_NOTICE, BOSS_VENUE } from './personas-boss.ts';
import type { ScenarioCast } from './scenario-cast.ts';
import { BOSS_VENUE_STORY, BOSS_SHORT_NOTICE_STORY } from './stories-boss-analyzer.ts';

export const BOSS_VENUE_CAST: ScenarioCast = {
  home: BOSS_VENUE,
  budgetLevel: 0.5,
  venue: 'The Foundry',
  venueWish: BOSS_VENUE.facts.venue,
  ceremonyTime: '4 p.m.',
  facts: {
    budget: f(
      '{budget}',
      'For {service}, {budget} all in.',
      "We've set {budget} for {service}. That's the ceiling.",
    ),
    comparison: f(
      'two other {vendors}',
      "We've talked to two other {vendors}.",
      "You're up against two other {vendors}.",
    ),
  },
  decider: 'Marcus and his fiancée Alicia decide together; Marcus runs the logistics',
  pains: [
    {
      label: 'hidden fees',
      line: 'Honestly? The last quote we got had hidden fees everywhere. Travel, overtime, extras.',
      minTrust: 0,
    },
    BOSS_VENUE.pains[1]!,
    { tradePain: 0, minTrust: 52 },
  ],
  objections: [
    {
      kind: 'price',
      line: "That's more than the other {vendor} quoted. Why would I pay more?",
      resolved: "Okay. If it's all in, no surprises, that's worth something.",
    },
    {
      kind: 'compare',
      line: 'The other {vendor} gave me a number in five minutes. What makes you different?',
      resolved: "Fine. That's a real difference.",
    },
    BOSS_VENUE.objections[2]!,
  ],
  openings: [
    "Hi, Marcus Reed. I've got ten minutes. Price and availability for October.",
    "Marcus here. Quick call, I'm between meetings. I need a {vendor}. What do you need from me?",
  ],
  nudges: BOSS_VENUE.nudges,
  acceptances: BOSS_VENUE.acceptances,
  story: BOSS_VENUE_STORY,
  homeTradeFacts: { ceremony: 'ceremony on site', catering: 'in-house catering' },
};

export const BOSS_SHORT_NOTICE_CAST: ScenarioCast = {
  home: BOSS_SHORT_NOTICE,
  budgetLevel: 0.35,
  venue: 'Cedar Ridge Lodge',
  venueWish: f(
    'a lodge',
    'Somewhere like a lodge in the hills, for 90 people.',
    'A lodge, or anything that holds 90.',
  ),
  ceremonyTime: '3 p.m.',
  facts: {
    budget: f('{budget}', "{budget}. That's the ceiling.", "I've got {budget} left for {service}."),
    style: f('natural', 'Natural. Nothing cheesy.', 'Keep it natural. Nothing over the top.'),
    decision: f('I decide', 'I decide. Casey trusts me on this.', 'I decide. Casey handles the rest.'),
    comparison: f(
      'two {vendors}',
      "Two {vendors} have the date. You're one.",
      "I'm talking to two {vendors} today.",
    ),
  },
  decider: 'Jordan decides; Casey trusts Jordan on this',
  pains: [
    { label: 'cancelled', line: 'Our first {vendor} cancelled and kept our $1,500 deposit.', minTrust: 0 },
    BOSS_SHORT_NOTICE.pains[1]!,
    { tradePain: 0, minTrust: 47 },
  ],
  objections: BOSS_SHORT_NOTICE.objections,
  openings: [
    "Jordan Blake. Our {vendor} bailed and the wedding's in seven weeks. Are you free August 9?",
    'Hi, Jordan here. I need a {vendor} fast. August 9. Yes or no?',
  ],
  nudges: ['So are you available or not?', "What's it cost?", "What's your backup if something goes wrong?"],
  acceptances: BOSS_SHORT_NOTICE.acceptances,
  story: BOSS_SHORT_NOTICE_STORY,
  homeTradeFacts: {
    coverage: '8 hours',
    style: 'candid',
    delivery: f('six weeks', 'Six weeks, max.', 'Photos within six weeks.'),
  },
};
