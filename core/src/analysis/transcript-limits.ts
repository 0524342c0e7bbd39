/**
 * How much one transcript may hold. A real sales call stays far below every bound (a three-hour call is
 * about 30,000 words in 3,000 turns between a handful of speakers); a file beyond any of them is refused
 * with a TranscriptError ('too-long' or 'too-many-speakers') before the analyzer runs, so the work for one
 * upload stays bounded and a refused file is never retried.
 */

/** characters of transcript text, checked before parsing: 10 MiB, so every text file within the upload limit passes */
export const MAX_TRANSCRIPT_CHARS = 10 * 1024 * 1024;
/** speaker turns after consecutive turns of one speaker are merged */
export const MAX_TRANSCRIPT_TURNS = 20_000;
/** words in all turns together */
export const MAX_TRANSCRIPT_WORDS = 200_000;
/** different speaker labels */
export const MAX_TRANSCRIPT_SPEAKERS = 100;
