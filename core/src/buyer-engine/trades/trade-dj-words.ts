/** Word families of a DJ or band's own topics, read by `trade-dj.ts`: each entry one alternative of its pattern. */

/** The do-not-play list: songs the couple never wants to hear. */
export const DO_NOT_PLAY_WORDS: readonly string[] = [
  'do[- ]not[- ]play',
  "don'?t (?:want|like) to hear",
  'never (?:want to )?hear',
  'banned',
  'no[- ]play',
  'songs? to avoid',
  'avoid (?:any )?songs?',
  'hate (?:hearing|songs?)',
  "(?:songs?|music) you (?:hate|don't)",
];

/** Must-play songs: their favourites, the first dance, requests. */
export const MUST_PLAY_WORDS: readonly string[] = [
  'must[- ]play',
  'favou?rite (?:songs?|music|artists?|bands?)',
  'songs? you (?:love|want|like)',
  String.raw`(?:songs?|tracks?|tunes?)\b.{0,25}\b(?:have to|has to|need to|must|got to|gotta)\b.{0,15}\bplay\w*`,
  'play ?lists?',
  'first dance(?: song)?',
  'requests?',
];

/** MC and announcements: someone to host the night and introduce the couple. */
export const MC_WORDS: readonly string[] = [
  'mc',
  'emcee',
  'master of ceremonies',
  'announcements?',
  'introduc(?:e|ing|tions?) (?:us|the couple|the wedding party)',
  'host(?:ing)? the (?:night|evening|reception)',
];

/** Ceremony sound: microphones, speakers and music for the ceremony. */
export const CEREMONY_SOUND_WORDS: readonly string[] = [
  'ceremony (?:sound|music|audio|mics?|set ?up)',
  'microphones?',
  'mics?',
  'sound system',
  'speakers',
  'pa system',
  'officiant',
  'processional',
  'walk down the aisle',
];
