/**
 * Composes a persona's story facts (StoryTopic): the cast's own story, one option drawn per seed (how they
 * found the vendor is drawn per seed and trade, since it is this vendor they found), plus what each buyer type
 * says about guests' experience, dealbreakers, payment terms and the day's schedule. The schedule follows the
 * cast's ceremony time and the dietary needs its guest count, so they agree with the trade facts.
 */
import type { BuyerId } from '../buyer-types.ts';
import { fact as f, type Fact, type StoryTopic } from './persona-types.ts';
import type { Picker } from './prng.ts';
import type { CastStory } from './scenario-cast.ts';

interface TypeStory {
  experience: Fact;
  dealbreaker: Fact;
  terms: Fact;
  schedule: Fact;
}

const TYPE_STORIES: Record<BuyerId, TypeStory> = {
  boss: {
    experience: f('a good time', 'Fed, happy, a good time. Home safe.', 'A good time, no waiting around.'),
    dealbreaker: f(
      'surprises',
      'Surprises on the invoice, or slow answers. Either one, I walk.',
      'Surprises. Any surprise on price and I walk.',
    ),
    terms: f(
      'in writing',
      'Fine, as long as every payment date is in writing.',
      'Deposit terms in writing first.',
    ),
    schedule: f(
      '{ceremonyTime}',
      'Ceremony at {ceremonyTime}, then dinner, speeches, party. Done by midnight.',
      "Ceremony's at {ceremonyTime}, then dinner, speeches, dancing.",
    ),
  },
  dreamer: {
    experience: f(
      'welcome',
      'Like they walked into a dream, and so welcome!',
      'I want everyone to feel welcome, and a little bit enchanted.',
    ),
    dealbreaker: f(
      'no spark',
      "If there's no spark, you know? If they don't get us, it's a no.",
      "No spark. If I don't feel it, I can't.",
    ),
    terms: f(
      '{partner}',
      '{partner} handles the money side! A plan would help, I think.',
      '{partner} does the payments, honestly. I just dream.',
    ),
    schedule: f(
      '{ceremonyTime}',
      'The ceremony is at {ceremonyTime}, then dinner under the lights and dancing all night!',
      'Ceremony at {ceremonyTime}, then dinner, then dancing until they kick us out!',
    ),
  },
  analyzer: {
    experience: f(
      'on schedule',
      'That everything runs on schedule, so guests never wait.',
      'Smooth and on schedule. Nobody waiting, nobody confused.',
    ),
    dealbreaker: f(
      'unclear terms',
      'Unclear terms. If the contract is vague, I will not sign.',
      'Unclear terms, or fees that appear later.',
    ),
    terms: f(
      '30 percent',
      'I would want the deposit at 30 percent or less, with the balance due a month before.',
      'A deposit of 30 percent at most, and a clear refund clause.',
    ),
    schedule: f(
      '{ceremonyTime}',
      'Ceremony at {ceremonyTime}, then drinks, dinner, speeches and dancing. I have it by the quarter hour.',
      'It starts at {ceremonyTime}, and I can send you my timeline spreadsheet.',
    ),
  },
  relater: {
    experience: f(
      'at home',
      "Like they're at home. Relaxed and looked after.",
      'I want everyone to feel at home, {third} especially.',
    ),
    dealbreaker: f(
      'pushy',
      'If someone is pushy, that would make me say no.',
      'Anyone pushy, honestly. We want to feel comfortable.',
    ),
    terms: f(
      'payment plan',
      'A payment plan would really help, to be honest.',
      "I'd need to check with {third}, but a payment plan would help.",
    ),
    schedule: f(
      '{ceremonyTime}',
      'The ceremony is at {ceremonyTime}, then dinner and a bit of dancing.',
      "Ceremony at {ceremonyTime}, and we'd like everyone home by eleven.",
    ),
  },
};

const DIETARY = f(
  '{dietaryCount} vegetarians',
  'About {dietaryCount} vegetarians and a couple of nut allergies.',
  'We have {dietaryCount} vegetarians, and one gluten-free aunt.',
);

/**
 * The story facts of a persona (templates, filled by the caller). `couple` draws the couple's own story
 * (seed only); `vendor` draws how they found this vendor (seed and trade).
 */
export function composeStoryFacts(
  story: CastStory,
  buyerType: BuyerId,
  pickers: { couple: Picker; vendor: Picker },
): Record<StoryTopic, Fact> {
  const type = TYPE_STORIES[buyerType];
  const { couple, vendor } = pickers;
  return {
    source: vendor.pick(story.sources),
    othersView: story.othersView,
    honeymoon: couple.pick(story.honeymoons),
    proposal: story.proposal,
    experience: type.experience,
    dietary: DIETARY,
    travel: story.travel,
    schedule: type.schedule,
    inspiration: couple.pick(story.inspirations),
    dealbreaker: type.dealbreaker,
    terms: type.terms,
    extra: couple.pick(story.extras),
    progress: story.progress,
    ceremony: story.ceremony,
  };
}
