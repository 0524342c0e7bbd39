/** A couple shopping for a wedding planner. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { BOOKED_WORDS, CONTACT_WORDS, DAY_OF_WORDS, PLANNING_LEVEL_WORDS } from './trade-planner-words.ts';

export const PLANNER: TradeProfile = {
  trade: 'planner',
  vendors: 'planners',
  titleService: 'A Planner',
  nextStep: 'planning meeting',
  budget: { min: 3000, max: 12000, round: 500 },
  extra: 'a free rehearsal',
  topics: [
    {
      key: 'level',
      label: 'full, partial or month-of planning',
      pattern: wordRegExp(PLANNING_LEVEL_WORDS, 'i'),
      options: [
        f(
          'full planning',
          'Full planning, start to finish.',
          'We need full planning, we have no idea where to start.',
        ),
        f(
          'partial planning',
          'Partial planning. We have some vendors already.',
          "Partial planning, we've started but we're stuck.",
        ),
        f(
          'month-of coordination',
          "Month-of coordination, we've done most of it.",
          'Just month-of coordination, really.',
        ),
      ],
    },
    {
      key: 'booked',
      label: 'vendors booked so far',
      pattern: wordRegExp(BOOKED_WORDS, 'i'),
      options: [
        f(
          'only the venue',
          'Only the venue is booked so far, {venue}.',
          'Nothing but the venue, so only the venue so far.',
        ),
        f(
          'the venue and the photographer',
          'We have the venue and the photographer, nothing else.',
          'Just the venue and the photographer.',
        ),
      ],
    },
    {
      key: 'design',
      label: 'design and decor',
      pattern: /\b(?:design|styling|d[ée]cor|tablescapes?|look of the (?:room|space)|mood ?boards?)\b/i,
      options: [
        f(
          'design help',
          "We'd love design help, we can't picture the room.",
          'Yes, design help with the decor, please.',
        ),
        f(
          'our own design',
          'We have our own design, we just need it carried out.',
          'The decor is our own design, mostly.',
        ),
      ],
    },
    {
      key: 'rehearsal',
      label: 'rehearsal',
      pattern: /\brehears\w*\b/i,
      options: [
        f('rehearsal', 'A rehearsal the day before, run by you.', 'Yes, we want a proper rehearsal.'),
      ],
    },
    {
      key: 'rsvps',
      label: 'RSVPs and guest management',
      pattern:
        /\b(?:rsvps?|invitations?|seating (?:chart|plan)|guest management|hotel blocks?|welcome bags?|guest travel)\b/i,
      options: [f('RSVPs', 'Help with RSVPs and the seating chart.', 'Tracking RSVPs is the part we dread.')],
    },
    {
      key: 'contact',
      label: 'how often to check in',
      pattern: wordRegExp(CONTACT_WORDS, 'i'),
      options: [
        f('weekly check-ins', 'Weekly check-ins would be ideal.', 'Weekly check-ins, by phone or email.'),
        f(
          'monthly calls',
          'Monthly calls are enough, plus email.',
          'Monthly calls, unless something comes up.',
        ),
      ],
    },
    {
      key: 'dayof',
      label: 'timeline for the day',
      pattern: wordRegExp(DAY_OF_WORDS, 'i'),
      options: [
        f(
          'a timeline for the day',
          'We need a timeline for the day that actually works.',
          'Someone to build a timeline for the day.',
        ),
      ],
    },
  ],
  needs: f('{level}', '{level}, and help with {rsvps} for {guests} guests.', 'Mainly {level}.'),
  priorities: {
    boss: f(
      'handled',
      'That it is handled. I do not want to chase anyone.',
      'Everything handled, no chasing.',
    ),
    dreamer: f('the vision', 'Someone who gets the vision and makes it real.', 'That the vision comes true.'),
    analyzer: f(
      'process',
      'A clear process: checklists, a budget tracker, weekly updates.',
      'Process, written down.',
    ),
    relater: f(
      'enjoy the day',
      'That our families can relax and enjoy the day.',
      'That {third} can enjoy the day instead of working it.',
    ),
  },
  pains: [
    { label: 'overwhelmed', line: "Honestly, I'm overwhelmed. There are so many decisions and no time." },
    {
      label: 'family tension',
      line: "There's a bit of family tension about the guest list, and I hate being in the middle.",
    },
    { label: 'budget creep', line: "I'm scared the budget creeps up and we only find out at the end." },
  ],
  nudges: [
    'How many weddings do you take on at the same time?',
    'Will it be you on the day, or someone from your team?',
    'How do you handle vendors who go quiet?',
  ],
};
