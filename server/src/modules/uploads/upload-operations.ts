import * as r from '@ringready/core/api-schemas';
import { json, type Operation } from '../../lib/api-operations.ts';
import { MINUTE } from '../../lib/rate-limit.ts';
import { FAILED_UPLOADS_LIMIT, FAILED_UPLOADS_WINDOW_MS } from './upload-failure-limit.ts';

/**
 * The API reference of this module's routes, one row per route (uploading a real call): the request schemas
 * are the ones the routes validate with, the response schemas core's response contract.
 */
export const UPLOAD_OPERATIONS: Operation[] = [
  {
    method: 'POST',
    path: '/api/sessions/upload',
    tag: 'Uploads',
    summary: 'Upload a real call for analysis',
    description:
      'One transcript file (.txt, .md, .pdf, .doc, .docx, at most 10 MB) or one recording (.mp3, .m4a, ' +
      '.wav, .mp4, .mov, .webm, .ogg, at most 200 MB and 2 hours; told by its content, not its name: a ' +
      'file named like a recording that is not one gets 415). A recording is transcribed first. Answers at ' +
      'once with the new session, status `processing`; poll GET /api/sessions/{id} or subscribe to the ' +
      '`report.ready` webhook. A recording without an audio track or without speech ends `failed` with ' +
      'the reason and is not counted against the plan. ' +
      `An account whose recent uploads could not be read or analysed (${FAILED_UPLOADS_LIMIT} in ` +
      `${FAILED_UPLOADS_WINDOW_MS / MINUTE} minutes) gets 429 until the window ends.`,
    upload: { field: 'transcript', description: 'the transcript file or the recording' },
    response: json(202, 'Accepted; the analysis runs in the background', r.uploadResponseSchema),
    errors: [400, 413, 415, 422, 429],
  },
  {
    method: 'GET',
    path: '/api/sessions/:id/transcript',
    tag: 'Uploads',
    summary: "An uploaded call's transcript",
    description:
      'The segments of an uploaded call in order, each with its speaker and side (salesperson or buyer, ' +
      "as the analysis decides). A recording's segments carry their start and end in seconds; a " +
      "document's have null times. Empty while a recording is still being transcribed. The owner and the " +
      "managers of the owner's team may read it; anyone else gets 404.",
    params: { id: 'the session id' },
    response: json(200, 'The transcript', r.transcriptResponseSchema),
    errors: [404],
  },
];
