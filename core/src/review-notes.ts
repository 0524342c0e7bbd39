/**
 * Review notes: a team's manager or admin records their judgement on a member's practice or real-call
 * report, kept beside the automatic one. The member and the team's leads read them.
 */
import { z } from 'zod';

export const REVIEW_NOTE_MAX = 2000;

export const REVIEW_NOTE_TEXTS = {
  text: 'Please write the note',
  tooLong: `A review note is at most ${REVIEW_NOTE_MAX} characters`,
  characters: 'The note has characters that cannot be shown',
  notFound: 'Session not found',
  leadsOnly: 'Only managers and admins of the member’s team can add review notes.',
} as const;

/** POST /api/sessions/{id}/review-notes */
export const createReviewNoteRequestSchema = z.object({
  text: z
    .string({ message: REVIEW_NOTE_TEXTS.text })
    .trim()
    .min(1, { message: REVIEW_NOTE_TEXTS.text })
    .max(REVIEW_NOTE_MAX, { message: REVIEW_NOTE_TEXTS.tooLong })
    // line breaks and tabs are kept; other control characters are refused
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), {
      message: REVIEW_NOTE_TEXTS.characters,
    }),
});

export const reviewNoteSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type ReviewNote = z.infer<typeof reviewNoteSchema>;
