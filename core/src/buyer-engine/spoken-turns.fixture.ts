/**
 * Turns as a voice consultation delivers them, written blind before the engine was changed for them: the
 * speech-recognition batch is lower case with no punctuation, fillers ("um", "uh", "like"), repeated words
 * and run-ons joining two questions with "and"; the informal batch uses slang for existing topics and asks a
 * second question the couple has no fact for ('noFact': an undecided choice, a personal question or another
 * trade's topic, which still gets a spoken reply). The run-once batch was written after the fixes and run once.
 */
import type { ConversationTurn } from './conversation-turns.fixture.ts';

export const SPOKEN_TURNS: ConversationTurn[] = [
  // as speech recognition delivers them
  { text: "um so yeah what's the uh the date you're looking at", covers: ['date'] },
  { text: 'so how how many people are you are you thinking of inviting', covers: ['guests'] },
  { text: "okay and where where's the wedding gonna be", covers: ['venue'] },
  { text: "what's the date and how many guests are coming", covers: ['date', 'guests'] },
  {
    text: 'so um have you got a budget in mind and who else is involved in the decision',
    covers: ['budget', 'decision'],
  },
  { text: "how did you guys hear about us and when's the big day", covers: ['source', 'date'] },
  { text: "uh what kind of vibe are you going for like what's the style", covers: ['style'] },
  { text: 'so so tell me how you two met', covers: ['couple'] },
  { text: 'yeah and is it a church wedding or like a civil thing', covers: ['ceremony'] },
  {
    text: "um what's the timeline for making a decision like when do you wanna book by",
    covers: ['timeline'],
  },
  {
    text: 'right so where are you having it and um what time does the ceremony start',
    covers: ['venue', 'schedule'],
  },
  {
    text: 'have you have you looked at any other photographers',
    covers: ['comparison'],
    trades: ['photographer'],
  },
  { text: "so how's the planning going are you are you enjoying it", covers: ['progress'] },
  {
    text: "what's the budget looking like and um when do you need to decide",
    covers: ['budget', 'timeline'],
  },
  {
    text: 'and uh any dietary stuff we should know about like allergies and that',
    covers: ['caterer.dietary'],
    trades: ['caterer'],
  },
  // informal phrasings, and second questions the couple has no fact for
  { text: 'Where are you two jetting off to after?', covers: ['honeymoon'] },
  { text: "What's the damage you're happy to spend on this?", covers: ['budget'] },
  { text: 'How many heads are we talking?', covers: ['guests'] },
  { text: 'So when are you tying the knot?', covers: ['date'] },
  { text: "So what's the game plan for the day, like how does it all run?", covers: ['schedule'] },
  { text: "What's the date, and are you doing a sparkler send-off?", covers: ['date', 'noFact'] },
  { text: 'How many guests, and have you got any pets coming along?', covers: ['guests', 'noFact'] },
  {
    text: "Where's the venue, and who's doing your cake?",
    covers: ['venue', 'noFact'],
    trades: ['photographer', 'florist', 'dj'],
  },
  {
    text: "What's your budget, and do you want a signature cocktail?",
    covers: ['budget', 'noFact'],
    trades: ['photographer', 'florist', 'dj'],
  },
  { text: 'How did you two meet, and what star sign are you?', covers: ['couple', 'noFact'] },
  { text: 'So who popped the question then?', covers: ['proposal'] },
  {
    text: 'What are you doing for the honeymoon, and have you picked a hashtag?',
    covers: ['honeymoon', 'noFact'],
  },
  {
    text: "Any idea what colours you're thinking, and will there be a kids' table?",
    covers: ['style', 'noFact'],
    trades: ['photographer', 'dj', 'venue'],
  },
  {
    text: 'Who else have you been chatting to, and what did you reckon of them?',
    covers: ['comparison', 'othersView'],
  },
  {
    text: "What's the vibe you're after, and is there a dress code for guests?",
    covers: ['style', 'noFact'],
    trades: ['photographer', 'dj', 'caterer'],
  },
];

/** Written after the fixes for the turns above, and run once: the score is reported, not tuned. */
export const SPOKEN_RUN_ONCE: ConversationTurn[] = [
  { text: "okay um so when's when's the wedding and where's it at", covers: ['date', 'venue'] },
  { text: 'uh how many people roughly like are we talking a hundred or', covers: ['guests'] },
  { text: 'yeah so what made you guys reach out to us', covers: ['source'] },
  { text: "and what's what's your budget like for for this bit", covers: ['budget'] },
  { text: 'so who gets the final say and um when are you hoping to book', covers: ['decision', 'timeline'] },
  { text: 'Any trips planned for after the big day?', covers: ['honeymoon'] },
  {
    text: "What's the look you're going for, and are you having a first dance?",
    covers: ['style', 'noFact'],
  },
  {
    text: "How long have you two been an item, and what's your favourite film?",
    covers: ['couple', 'noFact'],
  },
  {
    text: 'Where are you getting hitched, and who is doing the flowers?',
    covers: ['venue', 'noFact'],
    trades: ['photographer', 'dj', 'caterer'],
  },
  { text: 'Rough headcount? And is anyone flying in from abroad?', covers: ['guests', 'travel'] },
];
