import { speakersRequestSchema } from '@ringready/core/api';
import * as r from '@ringready/core/api-schemas';
import { json, type Operation } from '../../lib/api-operations.ts';

const SESSION = { id: 'the session’s id (UUID)' };

/**
 * The API reference of this module's routes, one row per route (a completed session’s report: JSON, PDF,
 * e-mail, speakers; every report as ZIP): the request schemas are the ones the routes validate with, the
 * response schemas core's response contract.
 */
export const REPORT_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/sessions/:id/report',
    tag: 'Reports',
    summary: 'A completed session’s report',
    params: SESSION,
    response: json(200, 'The session and its report', r.reportResponseSchema),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/api/sessions/:id/report.pdf',
    tag: 'Reports',
    summary: 'The report as PDF',
    params: SESSION,
    response: { status: 200, description: 'The PDF', media: 'application/pdf' },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/sessions/:id/email',
    tag: 'Reports',
    summary: 'E-mail the report (PDF attached) to the signed-in user',
    params: SESSION,
    response: json(202, 'Queued for sending', r.messageResponseSchema),
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/api/sessions/:id/speakers',
    tag: 'Reports',
    summary: 'Say which speakers were the salesperson ("Not you?")',
    description: 'Uploaded calls only: the report is made again with these speakers as the salesperson.',
    params: SESSION,
    body: speakersRequestSchema,
    response: json(200, 'The new report', r.reportResponseSchema),
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/reports/export.zip',
    tag: 'Reports',
    summary: 'Every report as PDF, with a summary, in one ZIP',
    response: { status: 200, description: 'The ZIP', media: 'application/zip' },
    errors: [429],
  },
];
