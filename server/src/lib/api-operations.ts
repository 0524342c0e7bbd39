import type { z } from 'zod';

/**
 * The API reference's vocabulary: each module describes its routes with these beside the routes, and the
 * openapi module builds the OpenAPI document from them.
 */
export const TAGS = [
  { name: 'Authentication', description: 'Signing in and out with e-mail and password (session tokens).' },
  { name: 'Account', description: 'The signed-in person: profile, plan, usage and password.' },
  { name: 'Sessions', description: 'Practice sessions and uploaded real calls, a page at a time.' },
  { name: 'Uploads', description: 'Real calls uploaded as transcripts, analysed in the background.' },
  { name: 'Reports', description: 'A completed session’s analysis, as JSON, PDF or all of them as ZIP.' },
  { name: 'Catalog', description: 'Practice scenarios and training videos.' },
  { name: 'Office hours', description: 'Live coaching hours and registration (Professional and Master).' },
  { name: 'Team', description: 'A Master team: members, invitations, roles, statistics.' },
  { name: 'Assignments', description: 'Practice a team lead assigns to members.' },
  { name: 'API keys', description: 'Personal and team API keys (Master).' },
  { name: 'Webhooks', description: 'Endpoints that receive signed events (Master).' },
] as const;
export type Tag = (typeof TAGS)[number]['name'];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON body, a file, or nothing (204). */
export type ResponseBody =
  { schema: z.ZodType } | { media: 'application/pdf' | 'application/zip' | 'text/csv' } | { empty: true };

/**
 * One documented route. `path` is written as the server registers it (`/api/sessions/:id`). Who may call it
 * is `public`, or a signed-in session token; whether an API key may call it, and with which scope, comes
 * from core's API_KEY_ROUTES, never from here.
 */
export interface Operation {
  method: Method;
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  public?: true;
  /** the JSON body, validated with this very schema by the route */
  body?: z.ZodType;
  /** a multipart/form-data body with one file field */
  upload?: { field: string; description: string };
  /** the query string, validated with this very schema by the route */
  query?: z.ZodObject;
  /** what each path parameter is */
  params?: Record<string, string>;
  response: { status: number; description: string } & ResponseBody;
  /** error statuses besides 401 (protected routes) and 403/429 (routes open to API keys), each `{message}` */
  errors: number[];
}

/** A registered /api route that the reference leaves out, and why. */
export interface InternalRoute {
  method: Method;
  path: string;
  reason: string;
}

export const json = (status: number, description: string, schema: z.ZodType) => ({
  status,
  description,
  schema,
});
export const none = (description: string) => ({ status: 204, description, empty: true as const });

/** Routes left out of the reference for one reason: `['POST /api/x', …]`. */
export function internalRoutes(
  routes: readonly `${InternalRoute['method']} ${string}`[],
  reason: string,
): InternalRoute[] {
  return routes.map((route) => {
    const [method, path] = route.split(' ') as [InternalRoute['method'], string];
    return { method, path, reason };
  });
}
