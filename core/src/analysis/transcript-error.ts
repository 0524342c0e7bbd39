/** A transcript we cannot analyse, with a message fit to show the user. */
import { MAX_TRANSCRIPT_SPEAKERS, MAX_TRANSCRIPT_TURNS, MAX_TRANSCRIPT_WORDS } from './transcript-limits.ts';

export type TranscriptErrorCode =
  'empty' | 'not-text' | 'no-dialogue' | 'single-speaker' | 'too-long' | 'too-many-speakers';

const count = (n: number) => n.toLocaleString('en-US');

const MESSAGES: Record<TranscriptErrorCode, string> = {
  empty: 'This file is empty. Please upload a transcript of your call.',
  'not-text': "This file doesn't look like a text transcript.",
  'no-dialogue': "We couldn't find a conversation between two speakers in this file.",
  'single-speaker':
    "We couldn't find a conversation between two speakers in this file. Only one speaker was found; " +
    "please upload a transcript with speaker names (for example 'Anna: Hello').",
  'too-long':
    `This transcript is too long to analyse as one call: we analyse up to ${count(MAX_TRANSCRIPT_TURNS)} ` +
    `speaker turns and ${count(MAX_TRANSCRIPT_WORDS)} words (about 20 hours of talk). ` +
    'Please upload the transcript of a single call.',
  'too-many-speakers':
    `We found more than ${count(MAX_TRANSCRIPT_SPEAKERS)} different speaker names in this file, ` +
    "so it doesn't look like one call. Please upload the transcript of a single call.",
};

export class TranscriptError extends Error {
  readonly code: TranscriptErrorCode;
  readonly userMessage: string;
  constructor(code: TranscriptErrorCode, userMessage: string = MESSAGES[code]) {
    super(userMessage);
    this.name = 'TranscriptError';
    this.code = code;
    this.userMessage = userMessage;
  }
}
