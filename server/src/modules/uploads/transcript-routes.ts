import type { FastifyInstance } from 'fastify';
import { detectSides } from '@ringready/core/analysis/detect-sides';
import { parseTranscript } from '@ringready/core/analysis/parse-transcript';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireAuth, sessionIdParam } from '../../lib/http.ts';
import { findAnalysisInput } from '../reports/index.ts';
import { findReadableSession } from '../sessions/index.ts';
import { findUploadText } from './upload-repository.ts';

export interface TranscriptSegment {
  /** seconds from the start of the call; null for a document without times */
  start: number | null;
  end: number | null;
  speaker: string;
  side: 'salesperson' | 'buyer';
  text: string;
}

/**
 * The segments of an upload's transcript with the side of each speaker as the analysis decides it (the
 * account name, then the text cues). A transcript that cannot be read as a conversation (yet) has none.
 */
export function transcriptSegments(
  text: string | null,
  fileName: string,
  accountName: string,
): TranscriptSegment[] {
  if (!text) return [];
  let parsed;
  try {
    parsed = parseTranscript(text, fileName);
  } catch {
    return [];
  }
  const sides = detectSides(parsed, { accountName });
  return parsed.utterances.map((u) => ({
    start: u.start ?? null,
    end: u.end ?? null,
    speaker: u.speaker,
    side: sides.salespersonSpeakers.includes(u.speaker) ? 'salesperson' : 'buyer',
    text: u.text,
  }));
}

/**
 * GET /api/sessions/:id/transcript: the segments of an uploaded call (a recording's with their times) to its
 * owner and to the managers of the owner's team; anyone else, or a session that is not an upload, gets 404.
 */
export function registerTranscriptRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/api/sessions/:id/transcript', async (req) => {
    const viewerId = requireAuth(req).user.id;
    const id = sessionIdParam(req.params.id);
    const session = await findReadableSession(ctx.db, viewerId, id);
    const upload = session ? await findUploadText(ctx.db, id) : undefined;
    const owner = upload ? await findAnalysisInput(ctx.db, id) : undefined;
    if (!session || !upload || !owner) throw notFound('Session not found');
    return {
      sessionId: id,
      status: session.status,
      recording: /^(audio|video)\//.test(upload.mimeType),
      segments: transcriptSegments(upload.extractedText, upload.fileName, owner.user.name),
    };
  });
}
