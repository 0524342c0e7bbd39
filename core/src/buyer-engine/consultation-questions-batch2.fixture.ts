/**
 * Two later blind batches of consultation questions, each written before the engine was re-tuned for it and
 * measured once before the fixes it led to: the varied ways people talk in a first consultation (run-ons, fillers,
 * indirect asks, follow-ups, two questions in one turn, trade questions, budget probing, closing questions).
 * Trade keys ('coverage', 'mc' …) name the trade's own topic of the trades that ask them.
 */
import type { ConsultationQuestion } from './consultation-question.ts';

export const BLIND_BATCH_2: ConsultationQuestion[] = [
  { text: 'So, um, how did you two end up finding us?', expected: 'source' },
  { text: "I'd love to hear a bit about how you two met.", expected: 'couple' },
  { text: 'Tell me about yourselves, how long have you been together and all that?', expected: 'couple' },
  { text: 'Okay so what date are we looking at, and is that set in stone?', expected: 'date' },
  { text: 'Roughly how many people are you inviting?', expected: 'guests' },
  { text: 'Is it going to be a big party or more of an intimate thing?', expected: 'guests' },
  {
    text: 'Have you set aside a budget for this yet, or are you still figuring that out?',
    expected: 'budget',
  },
  { text: 'What kind of investment were you hoping to make on this part of the day?', expected: 'budget' },
  {
    text: 'Do you want the whole day filmed or just a short highlights thing?',
    expected: 'highlight',
    trades: ['videographer'],
  },
  { text: "So where's it all happening?", expected: 'venue' },
  {
    text: 'Have you locked in a venue yet, and if so where is it?',
    expected: 'venue',
    trades: ['photographer', 'videographer', 'planner', 'florist', 'caterer', 'dj', 'baker'],
  },
  { text: 'How would you describe the vibe you are going for?', expected: 'style' },
  {
    text: 'If you had to pick three words for the look and feel of the day, what would they be?',
    expected: 'style',
  },
  { text: "What's the one thing you'd be gutted to get wrong?", expected: 'priorities' },
  { text: "And what about the evening, what happens once dinner's done?", expected: 'schedule' },
  { text: 'So when are you hoping to have everything booked by?', expected: 'timeline' },
  { text: "When do you think you'll be ready to make a decision?", expected: 'timeline' },
  { text: 'In a nutshell, what are you actually looking for from us?', expected: 'needs' },
  {
    text: 'Is anyone else involved in making the decision, or is it just you two?',
    expected: 'decision',
  },
  { text: 'So, um, have you talked to anyone else, or are we the first?', expected: 'comparison' },
  { text: "I'm curious, what did you make of the others you've seen so far?", expected: 'othersView' },
  {
    text: "We're a little more than some, how does that sit with the figure you had in mind?",
    expected: 'budget',
  },
  {
    text: 'If the price worked, is there anything else that would stop you going ahead?',
    expected: 'dealbreaker',
  },
  { text: "How's the whole planning thing going, are you stressed yet?", expected: 'progress' },
  { text: 'Did you find us okay, was the drive alright?', expected: 'smalltalk' },
  { text: "Gorgeous weather today, isn't it?", expected: 'smalltalk' },
  // no topic fitted when written: the kind of ceremony (religious, civil, outdoor) they are having
  { text: 'Are you doing a religious ceremony or a civil one?', expected: 'ceremony' },
  {
    text: 'How long do you need me there for, just the ceremony or all the way to the first dance?',
    expected: 'coverage',
    trades: ['photographer'],
  },
  { text: 'Do you want somebody on the mic doing the announcements?', expected: 'mc', trades: ['dj'] },
  { text: 'What songs absolutely have to get played on the night?', expected: 'mustplay', trades: ['dj'] },
  {
    text: 'Are you thinking a sit-down dinner or more of a buffet situation?',
    expected: 'serving',
    trades: ['caterer'],
  },
  {
    text: "What's the drinks situation, open bar or something more limited?",
    expected: 'bar',
    trades: ['caterer'],
  },
  { text: 'What colours are you working with?', expected: 'palette', trades: ['florist'] },
  {
    text: 'Are you looking for full planning or just someone to run things on the day?',
    expected: 'level',
    trades: ['planner'],
  },
  { text: 'What happens if it rains, have you got a backup in mind?', expected: 'rain', trades: ['venue'] },
  { text: 'What kind of cake flavours are you two into?', expected: 'flavours', trades: ['baker'] },
  {
    text: 'How many of the girls need hair and makeup done that morning?',
    expected: 'party',
    trades: ['hair_makeup'],
  },
  { text: 'Haha I love that. Okay, so how many guests are we talking?', expected: 'guests' },
  { text: 'Shall I go ahead and pencil you in for your date?', expected: 'timeline', closing: true },
  {
    text: 'Would you like me to send over the contract so you can lock it in?',
    expected: 'timeline',
    closing: true,
  },
].map((q) => ({ ...q, blind: true }) as ConsultationQuestion);

/** A third blind batch, written after the fixes for the second and run once before any fix they led to. */
export const BLIND_BATCH_3: ConsultationQuestion[] = [
  { text: "Sorry, I didn't catch it earlier, what was the date again?", expected: 'date' },
  { text: 'Have you guys had a chance to look at any other studios?', expected: 'comparison' },
  { text: 'Right, and roughly what sort of numbers are we looking at for guests?', expected: 'guests' },
  { text: "What's the feel you want when people first walk in?", expected: 'experience' },
  {
    text: "Is there a particular look you're going for with the photos, like light and airy or dark and moody?",
    expected: 'style',
    trades: ['photographer'],
  },
  { text: "Do you know yet roughly what you'd like to spend?", expected: 'budget' },
  {
    text: 'Okay, so is it just the two of you deciding or will your folks have a say?',
    expected: 'decision',
  },
  { text: "What's got you most excited about the day?", expected: 'priorities' },
  {
    text: "Any idea where you're going for the honeymoon, or is that still up in the air?",
    expected: 'honeymoon',
  },
  {
    text: 'Would you be happy to put down a deposit today to secure it?',
    expected: 'timeline',
    closing: true,
  },
  { text: 'How many hours of dancing are you hoping for?', expected: 'hours', trades: ['dj'] },
  {
    text: 'Is anybody vegan or gluten-free that the kitchen should know about?',
    expected: 'dietary',
    trades: ['caterer', 'venue'],
  },
  { text: "What's the story with the venue, is it indoors or outdoors?", expected: 'venue' },
  { text: 'Have you been to a wedding recently that really stood out?', expected: 'inspiration' },
  { text: 'And are you getting married in a church, or somewhere else?', expected: 'ceremony' },
].map((q) => ({ ...q, blind: true }) as ConsultationQuestion);
