import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

describe('calendar invite', () => {
  const ics = buildIcs({
    uid: 'x@ringready.app',
    title: 'Pricing Clinic; live, with Q&A',
    description: 'Line one\nLine two',
    start: new Date('2026-12-01T17:00:00Z'),
    durationMinutes: 45,
    organizerEmail: 'no-reply@ringready.app',
    attendeeEmail: 'a-very-long-address-for-folding-tests@example-wedding-photography-studio.com',
    now: new Date('2026-11-21T00:00:00Z'),
  });
  it('is a valid CRLF calendar with the event times in UTC', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261201T170000Z\r\n');
    expect(ics).toContain('DTEND:20261201T174500Z\r\n');
    expect(ics).toContain('SUMMARY:Pricing Clinic\\; live\\, with Q&A');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
  });
  it('folds lines longer than 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(
      'mailto:a-very-long-address-for-folding-tests@example-wedding-photography-studio.com',
    );
  });
});
