/** Personas for the Relater scenarios of the seeded catalogue. */
import { fact as f, type HomePersona } from './persona-types.ts';

export const RELATER_WITH_MOM: HomePersona = {
  scenarioId: 'relater-planning-with-mom',
  buyerType: 'relater',
  difficulty: 'intermediate',
  trade: 'planner',
  tradeFacts: {},
  name: 'Emily',
  partner: 'Ryan',
  thirdParty: { name: 'Linda', role: 'mother' },
  decider: 'Emily decides with her mother Linda, who is paying',
  facts: {
    date: f(
      'September 6',
      "We're getting married on September 6.",
      'September 6. Mom already told all her friends.',
    ),
    guests: f('180', 'About 180 guests. Both families are big.', "Around 180, once Mom's list is in."),
    budget: f('$9,000', 'Mom has set aside $9,000 for a planner.', 'For planning, my mom said $9,000.'),
    venue: f('Harbor View Hotel', 'The Harbor View Hotel, by the water.', 'We booked the Harbor View Hotel.'),
    style: f(
      'tea ceremony',
      'Elegant and calm, with a tea ceremony for my grandparents.',
      'Classic and elegant, and a traditional tea ceremony.',
    ),
    priorities: f(
      'Mom',
      'That Mom enjoys the day instead of working it.',
      'Honestly, that my mom can relax and be a guest.',
    ),
    decision: f(
      'Linda',
      'My mom, Linda, is paying, so we decide together.',
      "Mom, Linda, and I choose together. Ryan's happy either way.",
    ),
    timeline: f(
      'proposal',
      "We'd decide after Mom has seen a proposal.",
      "Once Mom sees a proposal, we'll know.",
    ),
    needs: f(
      'full planning',
      'Full planning, and help with the tea ceremony.',
      'We need full planning. Neither of us has done this.',
    ),
    couple: f(
      'college',
      "Ryan and I met in college. He's very easygoing.",
      'We met in college, in a chemistry lab.',
    ),
    comparison: f(
      'friend',
      "A friend of Mom's recommended another planner.",
      "Mom's friend suggested someone she used.",
    ),
  },
  pains: [
    {
      label: 'pushed',
      line: 'The last planner we met was really pushy, and Mom felt uncomfortable.',
      minTrust: 0,
    },
    {
      label: 'guest list',
      line: "There's some tension between the two families about the guest list. It's been hard.",
      minTrust: 49,
    },
    {
      label: 'no time',
      line: "I work long hours and I'm worried I'll drop the ball on everything.",
      minTrust: 57,
    },
  ],
  objections: [
    {
      kind: 'think',
      line: 'This is lovely, but I really need to talk it over with my mom first.',
      resolved: 'That would mean a lot. Mom would love to meet you.',
    },
    {
      kind: 'price',
      line: "That's a bit more than Mom set aside. I don't want her to feel stretched.",
      resolved: 'Okay, a payment plan would make her feel much better.',
    },
    {
      kind: 'compare',
      line: "Mom's friend's planner seemed nice too. I don't want to hurt anyone's feelings.",
      resolved: 'Thank you for being so kind about it. That helps.',
    },
  ],
  openings: [
    "Hi, this is Emily. My mom Linda is here with me too. We're just starting to look for a planner.",
    "Hello! It's Emily, and my mom Linda is here with me, since we're deciding together. Is now still a good time?",
  ],
  nudges: [
    'How do you usually work with families like ours?',
    'Would Mom be able to call you with questions?',
    'What happens if we need to change things later?',
  ],
  acceptances: [
    'That sounds really nice. Mom and I will be there.',
    'Okay, yes. I think Mom would feel good about that.',
  ],
};

export const RELATER_THINK: HomePersona = {
  scenarioId: 'relater-think-about-it',
  buyerType: 'relater',
  difficulty: 'beginner',
  trade: 'photographer',
  tradeFacts: {},
  name: 'Aisha',
  partner: 'Tom',
  thirdParty: { name: 'my mum', role: 'mother' },
  decider: 'Aisha and Tom decide, and Aisha runs it past her mum',
  facts: {
    date: f('July 12', 'July 12 this summer.', "It's July 12."),
    guests: f('130', 'About 130 guests, mostly family.', '130 people, if everyone comes.'),
    budget: f('$4,500', 'We were hoping to stay around $4,500.', "We've got about $4,500 for photos."),
    venue: f(
      'Willow Creek Barn',
      "Willow Creek Barn. It's so pretty in summer.",
      'At Willow Creek Barn, near my parents.',
    ),
    style: f('natural', 'Warm and natural, just us being happy.', 'Natural and joyful, not too posed.'),
    priorities: f(
      'grandma',
      'Capturing my grandma. She means the world to me.',
      'Photos with my grandma, for sure.',
    ),
    decision: f(
      'Tom',
      "Tom and I, and I'd run it by my mum.",
      'Tom and me. I always talk things over with my mum too.',
    ),
    timeline: f(
      'end of the month',
      "We'd like to decide before the end of the month.",
      'Maybe by the end of the month.',
    ),
    needs: f(
      'album',
      'Full day coverage and an album for my grandma.',
      'The whole day, and a printed album for grandma.',
    ),
    couple: f(
      "friend's barbecue",
      "We met at a friend's barbecue. Tom burned the burgers.",
      "At a friend's barbecue, five years ago.",
    ),
    comparison: f(
      'cousin',
      'My cousin recommended another photographer.',
      'We looked at one my cousin used.',
    ),
  },
  pains: [
    {
      label: 'grandma',
      line: 'My grandma is 92. This might be her last big family day, and I want it remembered.',
      minTrust: 0,
    },
    {
      label: 'Tom hates photos',
      line: "Tom hates having his picture taken. I'm worried he'll be stiff and awkward.",
      minTrust: 54,
    },
    { label: 'deposit', line: 'The deposit all at once feels like a lot, to be honest.', minTrust: 62 },
  ],
  objections: [
    {
      kind: 'think',
      line: 'We love your work, we just need to think about it and talk to Tom and my mum.',
      resolved: 'That makes me feel a lot better, thank you.',
    },
    {
      kind: 'price',
      line: "It's a little more than we hoped. I don't want to stretch too far.",
      resolved: 'If we can split the payments, that really helps.',
    },
  ],
  openings: [
    "Hi, it's Aisha. We saw your portfolio and we really loved it.",
    'Hello, this is Aisha. Thanks for calling back, we loved your photos.',
  ],
  nudges: [
    'How do you help people who are shy in front of the camera?',
    'What do other couples usually do about the deposit?',
    'Would you mind if Tom joins next time?',
  ],
  acceptances: [
    'Okay, that sounds nice. Tom and I can do that.',
    "Yes, I think we'd like that. Thank you for being so patient.",
  ],
};
