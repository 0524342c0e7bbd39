/** A transcript we cannot analyse, with a message fit to show the user. */
export type TranscriptErrorCode = 'empty' | 'not-text' | 'no-dialogue' | 'single-speaker';

const MESSAGES: Record<TranscriptErrorCode, string> = {
  empty: 'This file is empty. Please upload a transcript of your call.',
  'not-text': "This file doesn't look like a text transcript.",
  'no-dialogue': "We couldn't find a conversation between two speakers in this file.",
  'single-speaker':
    "We couldn't find a conversation between two speakers in this file. Only one speaker was found; " +
    "please upload a transcript with speaker names (for example 'Anna: Hello').",
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
