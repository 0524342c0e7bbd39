import type { Label } from './label.ts';

/**
 * One labelled practice consultation (core/eval/practice-labels.json): the fields of a real-call label plus
 * what issue 25 judges — the salesperson's style, the buyer's concerns and how each was met, the pressure
 * tactics used — labelled from the text as a sales manager would, before any change to the analyzer.
 */
export interface PracticeLabel extends Label {
  format: 'practice';
  /** strong: real discovery, recap, quote in budget, concerns answered, an accepted next step; weak: pitch
   * first, few questions, hand-backs; pushy: scarcity, deadlines, ultimatums, brushed-off worries */
  style: 'strong' | 'weak' | 'pushy';
  /** the salesperson's turns as speech recognition writes them: lower case, no punctuation, fillers */
  spoken: boolean;
  /** each worry or question of the buyer that needed an answer, and what the salesperson did with it */
  concerns: Array<{ quote: string; status: 'answered' | 'brushed-off' | 'open' }>;
  /** the salesperson's pressure tactics (scarcity, deadline, ultimatum, dismissing the family), quoted */
  pressure: string[];
}

/** A practice session as the practice report worker reads it: the user's and the AI buyer's messages. */
export interface PracticeTranscript {
  /** the user's name (the salesperson) */
  salesperson: string;
  /** the AI buyer's label in the transcript, the buyer type's name as the report worker uses it */
  buyer: string;
  messages: Array<{ isUser: boolean; text: string; atSeconds: number }>;
}
