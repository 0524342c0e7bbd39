/**
 * Question shapes that are not in the labelled eval set: the classifier must generalise from the language
 * (what's breaking, what's causing, what happens if…), not from the files it was tuned on.
 */
import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './questions.ts';
import type { QuestionType } from './types.ts';

const SHAPES: Record<QuestionType, string[]> = {
  problemFinding: [
    "What's breaking first?",
    "What's causing the delay?",
    "What's getting in the way of hitting your targets?",
    'What keeps you up at night about the launch?',
    "What's the worst part of the current process?",
    'What happens if nothing changes this quarter?',
    'Where do deals usually get stuck?',
    "What's the biggest challenge with your current vendor?",
    'How is that affecting the team?',
    'What made you reach out now?',
    'Why now?',
    "What's frustrating about the way it works today?",
    'What would you fix first if you could?',
    "What's not working with the current setup?",
    'What would success look like six months from now?',
    'What are you most worried about?',
    "What's slowing the team down?",
    'How much is the downtime costing you?',
  ],
  criteriaFinding: [
    "What's your budget for this project?",
    'Who else is involved in the decision?',
    'When do you need this in place?',
    'How many users would need access?',
    'What are you using today for scheduling?',
    'What matters most to you in a provider?',
    'Which integrations are must-haves?',
    "What's your timeline for making a decision?",
    'Have you looked at other options?',
    'How do you currently handle onboarding?',
  ],
  clarifying: [
    'When you say slow, how slow are we talking?',
    'Can you give me an example?',
    'What do you mean by messy?',
    "Just to confirm, that's across all three sites?",
    'How often does that happen?',
  ],
  other: [
    'How are you doing today?',
    'Does Thursday at two work for you?',
    'Can I send you the contract tonight?',
    'Would you like me to book the demo?',
    'Does that make sense?',
    'Is now still a good time?',
    'Any other questions?',
    'Want me to hold that slot for you?',
  ],
};

describe('classifyQuestion on shapes outside the eval set', () => {
  for (const [type, questions] of Object.entries(SHAPES))
    for (const q of questions)
      it(`${q} → ${type}`, () => {
        expect(classifyQuestion(q, 'It has been a rough quarter, honestly.')).toBe(type);
      });

  it('reads "So …?" after the buyer spoke as a check of what they said', () => {
    expect(
      classifyQuestion('So the main issue is the handoff?', 'The handoff between teams is a mess.'),
    ).toBe('clarifying');
  });
});
