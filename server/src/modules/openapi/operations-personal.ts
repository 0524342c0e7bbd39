import { z } from 'zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  speakersRequestSchema,
  updateProfileRequestSchema,
} from '@ringready/core/api';
import * as r from '@ringready/core/api-schemas';
import { sessionListQuerySchema } from '@ringready/core/sessions';
import { json, none } from './operation-helpers.ts';
import type { Operation } from './operation-types.ts';

const SESSION = { id: 'the session’s id (UUID)' };

/** Signing in, the account, sessions, uploads, reports, the catalogue and office hours. */
export const PERSONAL_OPERATIONS: Operation[] = [
  // Authentication
  {
    method: 'POST',
    path: '/api/auth/login',
    tag: 'Authentication',
    public: true,
    summary: 'Sign in',
    description: 'Answers the user and a session token to send as `Authorization: Bearer <token>`.',
    body: loginRequestSchema,
    response: json(200, 'Signed in', r.loginResponseSchema),
    errors: [400, 429],
  },
  {
    method: 'GET',
    path: '/api/auth/validate',
    tag: 'Authentication',
    summary: 'Check a session token',
    response: json(200, 'The token’s user', r.userSchema),
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'Authentication',
    summary: 'Sign out (revokes the session token)',
    response: none('Signed out'),
    errors: [],
  },
  // Account
  {
    method: 'GET',
    path: '/api/user',
    tag: 'Account',
    summary: 'The signed-in user, with plan and usage',
    response: json(200, 'The user', r.userSchema),
    errors: [],
  },
  {
    method: 'PATCH',
    path: '/api/user',
    tag: 'Account',
    summary: 'Change name, trade or business name',
    body: updateProfileRequestSchema,
    response: json(200, 'The changed user', r.userSchema),
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/user/password',
    tag: 'Account',
    summary: 'Change the password (other sessions are signed out)',
    body: changePasswordRequestSchema,
    response: none('Changed'),
    errors: [400],
  },
  // Sessions
  {
    method: 'GET',
    path: '/api/sessions',
    tag: 'Sessions',
    summary: 'List sessions, newest first',
    description:
      'A page of summaries (the report reduced to its score). For the next page pass `before` = the id of ' +
      'the last session received; a page shorter than `limit` is the last.',
    query: sessionListQuerySchema,
    response: json(200, 'A page of sessions', z.array(r.sessionSummarySchema)),
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/sessions/figures',
    tag: 'Sessions',
    summary: 'Figures over all sessions',
    description:
      'Counts by status, seconds, mean score, improvement and the last ten scores, computed over every session.',
    response: json(200, 'The figures', r.sessionFiguresSchema),
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/sessions/:id',
    tag: 'Sessions',
    summary: 'One session, with its whole report once completed',
    params: SESSION,
    response: json(200, 'The session', r.sessionSchema),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/api/sessions/upload',
    tag: 'Uploads',
    summary: 'Upload a real call for analysis',
    description:
      'One transcript file (.txt, .md, .pdf, .doc, .docx, at most 10 MB). Answers at once with the new ' +
      'session, status `processing`; poll GET /api/sessions/{id} or subscribe to the `report.ready` webhook.',
    upload: { field: 'transcript', description: 'the transcript file' },
    response: json(202, 'Accepted; the analysis runs in the background', r.uploadResponseSchema),
    errors: [400, 413, 422],
  },
  // Reports
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
  // Catalog
  {
    method: 'GET',
    path: '/api/scenarios',
    tag: 'Catalog',
    summary: 'Practice scenarios, worded for the user’s trade',
    response: json(200, 'The scenarios', z.array(r.scenarioSchema)),
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/videos',
    tag: 'Catalog',
    summary: 'Training videos',
    response: json(200, 'The videos', z.array(r.videoSchema)),
    errors: [],
  },
  // Office hours
  {
    method: 'GET',
    path: '/api/office-hours',
    tag: 'Office hours',
    summary: 'Upcoming office hours',
    response: json(200, 'The office hours', z.array(r.officeHourSchema)),
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/office-hours/:id/registration',
    tag: 'Office hours',
    summary: 'Register for an office hour',
    params: { id: 'the office hour’s id' },
    response: json(200, 'The office hour', r.officeHourSchema),
    errors: [403, 404, 409],
  },
  {
    method: 'DELETE',
    path: '/api/office-hours/:id/registration',
    tag: 'Office hours',
    summary: 'Cancel a registration',
    params: { id: 'the office hour’s id' },
    response: json(200, 'The office hour', r.officeHourSchema),
    errors: [404],
  },
];
