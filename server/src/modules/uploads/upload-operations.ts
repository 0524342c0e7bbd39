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
      'One transcript file (.txt, .md, .pdf, .doc, .docx, at most 10 MB). Answers at once with the new ' +
      'session, status `processing`; poll GET /api/sessions/{id} or subscribe to the `report.ready` webhook. ' +
      `An account whose recent uploads could not be read or analysed (${FAILED_UPLOADS_LIMIT} in ` +
      `${FAILED_UPLOADS_WINDOW_MS / MINUTE} minutes) gets 429 until the window ends.`,
    upload: { field: 'transcript', description: 'the transcript file' },
    response: json(202, 'Accepted; the analysis runs in the background', r.uploadResponseSchema),
    errors: [400, 413, 422, 429],
  },
];
