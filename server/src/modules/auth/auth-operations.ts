import {
  changePasswordRequestSchema,
  loginRequestSchema,
  updateProfileRequestSchema,
} from '@ringready/core/api';
import * as r from '@ringready/core/api-schemas';
import { json, none, internalRoutes, type Operation } from '../../lib/api-operations.ts';

/**
 * The API reference of this module's routes, one row per route (signing in and out, and the signed-in
 * account): the request schemas are the ones the routes validate with, the response schemas core's response
 * contract.
 */
export const AUTH_OPERATIONS: Operation[] = [
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
];

/** Routes of the app's own pages, not of the API. */
export const AUTH_INTERNAL_ROUTES = internalRoutes(
  ['POST /api/auth/forgot-password', 'POST /api/auth/reset-password'],
  'the password-reset pages (an e-mailed link)',
);
