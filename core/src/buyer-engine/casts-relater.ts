/** The Relater scenarios, for any trade: Emily chooses with her mum; Aisha needs to think about it. */
import { fact as f } from './persona-types.ts';
import { RELATER_THINK, RELATER_WITH_MOM } from './personas-relater.ts';
import type { ScenarioCast } from './scenario-cast.ts';
import { RELATER_WITH_MOM_STORY, RELATER_THINK_STORY } from './stories-dreamer-relater.ts';

export const RELATER_WITH_MOM_CAST: ScenarioCast = {
  home: RELATER_WITH_MOM,
  budgetLevel: 0.5,
  venue: 'the Harbor View Hotel',
  venueWish: f(
    'by the water',
    'Somewhere by the water, elegant but not stuffy.',
    'A place by the water, with room for a tea ceremony.',
  ),
  ceremonyTime: '3 p.m.',
  facts: {
    budget: f(
      '{budget}',
      'Mom has set aside {budget} for {service}.',
      'For {service}, my mom said {budget}.',
    ),
    comparison: f(
      'friend',
      "A friend of Mom's recommended another {vendor}.",
      "Mom's friend suggested a {vendor} she used.",
    ),
  },
  decider: 'Emily decides with her mother Linda, who is paying',
  pains: [
    {
      label: 'pushed',
      line: 'The last {vendor} we met was really pushy, and Mom felt uncomfortable.',
      minTrust: 0,
    },
    RELATER_WITH_MOM.pains[1]!,
    { tradePain: 0, minTrust: 57 },
  ],
  objections: [
    RELATER_WITH_MOM.objections[0]!,
    RELATER_WITH_MOM.objections[1]!,
    {
      kind: 'compare',
      line: "Mom's friend's {vendor} seemed nice too. I don't want to hurt anyone's feelings.",
      resolved: 'Thank you for being so kind about it. That helps.',
    },
  ],
  openings: [
    "Hi, this is Emily. My mom Linda is here with me too. We're just starting to look for a {vendor}.",
    RELATER_WITH_MOM.openings[1]!,
  ],
  nudges: RELATER_WITH_MOM.nudges,
  acceptances: RELATER_WITH_MOM.acceptances,
  story: RELATER_WITH_MOM_STORY,
  homeTradeFacts: { level: 'full planning' },
};

export const RELATER_THINK_CAST: ScenarioCast = {
  home: RELATER_THINK,
  budgetLevel: 0.35,
  venue: 'Willow Creek Barn',
  venueWish: f(
    'a barn',
    'A barn near my parents, pretty in summer.',
    'Something like a barn, relaxed and warm.',
  ),
  ceremonyTime: '2 p.m.',
  facts: {
    budget: f(
      '{budget}',
      'We were hoping to stay around {budget} for {service}.',
      "We've got about {budget} for {service}.",
    ),
    comparison: f('cousin', 'My cousin recommended another {vendor}.', 'We looked at one my cousin used.'),
  },
  decider: 'Aisha and Tom decide, and Aisha runs it past her mum',
  pains: [RELATER_THINK.pains[0]!, { tradePain: 1, minTrust: 54 }, RELATER_THINK.pains[2]!],
  objections: RELATER_THINK.objections,
  openings: [
    "Hi, it's Aisha. We saw your work online and we really loved it.",
    'Hello, this is Aisha. Thanks for calling back, we loved what you do.',
  ],
  nudges: [
    'How do you help couples who are a bit shy?',
    'What do other couples usually do about the deposit?',
    'Would you mind if Tom joins next time?',
  ],
  acceptances: RELATER_THINK.acceptances,
  story: RELATER_THINK_STORY,
  homeTradeFacts: {
    coverage: f('full day', 'The full day, so grandma is in every part.', 'Full day coverage, please.'),
    album: f(
      'a printed album',
      'A printed album, for my grandma.',
      'Digital files, and a printed album for grandma.',
    ),
  },
};
