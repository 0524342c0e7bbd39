/**
 * How a receiver verifies a webhook delivery, in Node.js, as the reference shows it. The tests run this very
 * text against signatures made by the webhook sender.
 */
export const VERIFY_SNIPPET = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  'const TOLERANCE_SECONDS = 5 * 60;',
  '',
  '/** True when the RingReady-Signature header signs the raw body (Buffer or string) with the secret. */',
  'export function verifyRingReadySignature(rawBody, header, secret, nowMs = Date.now()) {',
  '  const parts = Object.fromEntries(',
  "    String(header ?? '').split(',').map((part) => {",
  "      const i = part.indexOf('=');",
  '      return [part.slice(0, i).trim(), part.slice(i + 1).trim()];',
  '    }),',
  '  );',
  '  const t = Number(parts.t);',
  '  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > TOLERANCE_SECONDS) return false;',
  "  if (!/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;",
  "  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();",
  "  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));",
  '}',
  '',
  '// Express: keep the body raw for this route, verify, then parse.',
  "// app.post('/ringready', express.raw({ type: 'application/json' }), (req, res) => {",
  "//   const ok = verifyRingReadySignature(req.body, req.get('RingReady-Signature'), process.env.RINGREADY_SECRET);",
  '//   if (!ok) return res.sendStatus(400);',
  '//   const event = JSON.parse(req.body);  // { id, type, createdAt, data }: ignore an id already handled',
  '//   res.sendStatus(200);',
  '// });',
].join('\n');
