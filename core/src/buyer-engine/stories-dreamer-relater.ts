/**
 * The Dreamer and Relater couples' stories (how they found the vendor, honeymoon, proposal …). Every line
 * contains its fact's value, names no other trade's service, and agrees with the scenario's own facts.
 */
import { fact as f } from './persona-types.ts';
import type { CastStory } from './scenario-cast.ts';

/** Sofia and Diego: met at a farmers market over sunflowers; garden wedding on May 24. */
export const DREAMER_GARDEN_STORY: CastStory = {
  sources: [
    f(
      'Instagram',
      'Instagram! I saw one of your weddings and literally gasped.',
      'I found you on Instagram at midnight and saved everything.',
    ),
    f(
      'a friend',
      "A friend had you at her wedding and she hasn't stopped talking about you!",
      'A friend raved about you, so here I am!',
    ),
  ],
  othersView: f(
    'corporate',
    "Nice, but so corporate. There wasn't any spark!",
    'It just felt corporate, you know? I want to feel something.',
  ),
  honeymoons: [
    f(
      'Bali',
      'Bali! Diego found a treehouse villa and I nearly cried.',
      'Two weeks in Bali, in a treehouse!',
    ),
    f(
      'the Amalfi Coast',
      'The Amalfi Coast! Lemons, boats, all of it.',
      "We're going to the Amalfi Coast, I can't wait!",
    ),
  ],
  proposal: f(
    'sunflowers',
    'Diego proposed at the same market where we met, holding sunflowers!',
    'He hid the ring in a bunch of sunflowers. I cried so much!',
  ),
  travel: f(
    'mostly local',
    'Mostly local, and a few cousins flying in from Spain!',
    'Mostly local, plus my cousins from Spain.',
  ),
  inspirations: [
    f(
      "my cousin's wedding",
      "My cousin's wedding in Seville, everyone danced barefoot until two!",
      "My cousin's wedding. It felt like a movie.",
    ),
  ],
  extras: [
    f(
      "Diego's grandmother",
      "Diego's grandmother is 92 and she's coming, so I want her right in the middle of everything.",
      "Oh, and Diego's grandmother! She's 92 and the star of the family.",
    ),
  ],
  progress: f(
    'so fun',
    'So fun! A little overwhelming, but mostly fun.',
    "Honestly? It's so fun, I live on Pinterest now.",
  ),
  ceremony: f(
    'our own vows',
    'Not religious, just outdoors with our own vows! A dear friend is marrying us.',
    "A friend is marrying us, and we're writing our own vows. I cry just thinking about it!",
  ),
};

/** Chloe and Sam: met backpacking on a ferry to Naxos; cliffside wedding in Santorini at sunset. */
export const DREAMER_DESTINATION_STORY: CastStory = {
  sources: [
    f(
      'Instagram',
      'Instagram! Your sunset weddings stopped me scrolling.',
      'I found you on Instagram and sent it straight to Sam.',
    ),
    f(
      'blog',
      'A destination wedding blog! You were on their favourites list.',
      'I read about you on a wedding blog.',
    ),
  ],
  othersView: f(
    "can't tell",
    "Honestly, I can't tell if they're real, it's all emails.",
    "I can't tell yet. They only answer emails, days later.",
  ),
  honeymoons: [
    f('Crete', "We're staying in Greece! A week in Crete after.", 'A week in Crete, right after.'),
    f('the islands', 'Island hopping! A week around the islands.', 'Hopping around the islands for a week.'),
  ],
  proposal: f(
    'ferry',
    'Sam proposed on the same ferry to Naxos where we met!',
    'On a ferry, at sunset, exactly where we met. I screamed.',
  ),
  travel: f(
    'flying in',
    'Everyone is flying in to Greece, which is a lot to ask.',
    "All our guests are flying in, so it's a trip for everyone.",
  ),
  inspirations: [
    f(
      'Lake Como',
      "A friend's wedding at Lake Como, candles everywhere!",
      'A wedding at Lake Como. Pure magic.',
    ),
  ],
  extras: [
    f('seasick', 'Sam gets seasick, so no boats on the day!', 'Oh, Sam gets seasick, so keep us on land!'),
  ],
  progress: f(
    'exciting',
    'Exciting! And a little chaotic with the time difference.',
    'So exciting, and a bit chaotic!',
  ),
  ceremony: f(
    'symbolic',
    'A symbolic ceremony at sunset! We do the legal part at home first.',
    'Just symbolic, barefoot, with the sea behind us. The paperwork happens at home!',
  ),
};

/** Emily and Ryan: met in college; her mother Linda pays and decides with her; a friend suggested another. */
export const RELATER_WITH_MOM_STORY: CastStory = {
  sources: [
    f(
      'online',
      'We found you online, and your reviews felt so kind.',
      'Online. Your reviews talked about families a lot, which we liked.',
    ),
    f(
      'a wedding we went to',
      'We saw you at a wedding we went to last year, and Mom loved how calm you were.',
      'At a wedding we went to. Mom still talks about it.',
    ),
  ],
  othersView: f(
    'rushed',
    'They were nice, but it all felt a bit rushed.',
    'It felt rushed, and Mom likes to take her time.',
  ),
  honeymoons: [
    f('Maui', "Maui, I think. We haven't booked it yet.", 'Probably Maui, if Ryan can get the time off.'),
    f('Banff', 'Banff, in the mountains. Quiet, just us.', 'A few quiet days in Banff.'),
  ],
  proposal: f(
    "Mom's garden",
    "Ryan proposed in Mom's garden, with the whole family hiding inside.",
    "In Mom's garden. She knew before I did!",
  ),
  travel: f(
    'from Taiwan',
    "Some of Mom's family are flying in from Taiwan.",
    "Family is coming from Taiwan, so they'll need looking after.",
  ),
  inspirations: [
    f(
      "my cousin's wedding",
      "My cousin's wedding. Everyone felt so looked after.",
      "My cousin's wedding was so warm, Mom cried.",
    ),
  ],
  extras: [
    f(
      'tea ceremony',
      "We're having a tea ceremony in the morning. It means a lot to Mom.",
      "Oh, there's a tea ceremony too. It's important to Mom.",
    ),
  ],
  progress: f('slowly', 'Slowly! We want to get it right with Mom.', "Slowly, but we're getting there."),
  ceremony: f(
    'church',
    'A church ceremony, it means a lot to Mom, and then a tea ceremony for my grandparents.',
    'Church first, for Mom and the family, then the tea ceremony.',
  ),
};

/** Aisha and Tom: met at a friend's barbecue; saw the vendor's work online; grandma matters most. */
export const RELATER_THINK_STORY: CastStory = {
  sources: [
    f(
      'online',
      'We saw your work online and really loved it.',
      'Online. We spent a whole evening looking at your work.',
    ),
    f(
      'a friend',
      'A friend mentioned you, and then we found your work online.',
      'Honestly, a friend told us about you.',
    ),
  ],
  othersView: f(
    'lovely',
    "They were lovely, but I didn't feel sure.",
    "Lovely people, honestly. I just wasn't sure.",
  ),
  honeymoons: [
    f(
      'Scotland',
      'A road trip in Scotland, nothing fancy.',
      'Scotland, just the two of us and a little car.',
    ),
    f('the coast', 'A cottage on the coast for a week.', 'Just a week at the coast, somewhere quiet.'),
  ],
  proposal: f(
    "grandma's house",
    "Tom proposed at my grandma's house, with the whole family in the kitchen.",
    "At my grandma's house. She still tells everyone.",
  ),
  travel: f('nearby', "Most people live nearby, it's a family thing.", 'Nearly everyone lives nearby.'),
  inspirations: [
    f(
      "my best friend's wedding",
      "My best friend's wedding last summer. It felt like one big family.",
      "My best friend's wedding. So warm and easy.",
    ),
  ],
  extras: [
    f(
      'grandma',
      'Grandma is 92, so we want her in everything without tiring her out.',
      "Just that grandma is coming, and she's 92.",
    ),
  ],
  progress: f(
    'a bit much',
    "Honestly, a bit much sometimes. We're taking it slowly.",
    "It's a bit much, but we're getting there.",
  ),
  ceremony: f(
    'my uncle',
    'Nothing religious. My uncle is leading it, with Grandma right in the front row.',
    'My uncle is officiating. Simple and warm, just family and friends.',
  ),
};
