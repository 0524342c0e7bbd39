import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  addressAllowed,
  checkWebhookTarget,
  checkWebhookUrl,
  ipLiteralHost,
  WEBHOOK_URL_TEXTS,
} from './webhook-url-rules.ts';

/** How much of a receiver's answer is kept (in the delivery's last error): enough to tell what went wrong. */
export const RESPONSE_EXCERPT_CHARS = 200;

export class WebhookTargetError extends Error {}

/** Every address the URL's host resolves to (the host itself when it is an IP literal); none when unknown. */
export async function resolveHost(url: URL): Promise<string[]> {
  const literal = ipLiteralHost(url);
  if (literal) return [literal];
  try {
    return (await lookup(url.hostname, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

/** The target rule on the URL and what its host resolves to now; throws with the user-facing reason. */
export async function assertAllowedTarget(url: URL, production: boolean): Promise<void> {
  const verdict = checkWebhookTarget(url, await resolveHost(url), production);
  if (!verdict.ok) throw new WebhookTargetError(verdict.reason);
}

/**
 * The connection's own DNS lookup: every address must be allowed, and the socket connects to one of those
 * very addresses, so a name that resolves differently between the check and the connection (DNS
 * rebinding) cannot lead to a private address.
 */
function guardedLookup(production: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true, family: options.family as number | undefined }).then(
      (found: LookupAddress[]) => {
        if (!found.length || !found.every((a) => addressAllowed(a.address, production)))
          return callback(new WebhookTargetError(WEBHOOK_URL_TEXTS.notPublic), '', 4);
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, found);
        callback(null, found[0]!.address, found[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}

export interface PostResult {
  status: number;
  /** the start of the response body */
  excerpt: string;
}

/**
 * POSTs a JSON body once: the target rule is checked again at connection time; redirects are not followed
 * (a 3xx is an answer like any other); the whole exchange must finish within `timeoutMs`; at most
 * RESPONSE_EXCERPT_CHARS of the answer are read.
 */
export async function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  opts: { timeoutMs: number; production: boolean },
): Promise<PostResult> {
  const url = new URL(target);
  // a name's addresses are checked by the connection's lookup; an IP literal is never looked up
  const literal = ipLiteralHost(url);
  const verdict = checkWebhookUrl(url, opts.production);
  if (!verdict.ok) throw new WebhookTargetError(verdict.reason);
  if (literal && !addressAllowed(literal, opts.production))
    throw new WebhookTargetError(WEBHOOK_URL_TEXTS.notPublic);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'RingReady-Webhooks/1',
        },
        lookup: guardedLookup(opts.production),
        signal: AbortSignal.timeout(opts.timeoutMs),
        agent: false,
      },
      (res) => {
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= RESPONSE_EXCERPT_CHARS) res.destroy();
        });
        const done = () =>
          resolve({ status: res.statusCode ?? 0, excerpt: excerpt.slice(0, RESPONSE_EXCERPT_CHARS) });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('error', (err: Error) =>
      reject(err.name === 'AbortError' ? new Error(`No answer within ${opts.timeoutMs / 1000} s`) : err),
    );
    req.end(body);
  });
}
