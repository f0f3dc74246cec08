import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGroupDateTime, formatGroupDay, groupCalendarDate } from './dateTime';

// Every expectation names the instant in UTC and the answer in Madrid: none depends on the zone of the machine.

describe('formatGroupDateTime', () => {
  it('reads a change-log line as Madrid does: 00:50:19 the next day, not 23:50', () => {
    expect(formatGroupDateTime('2026-11-19T23:50:19.000Z')).toBe('20/11/2026 00:50');
    expect(formatGroupDateTime('2026-11-19T23:50:19.000Z', { seconds: true })).toBe('20/11/2026 00:50:19');
  });

  it('follows summer time (UTC+2) and winter time (UTC+1), across both changes', () => {
    expect(formatGroupDateTime('2026-07-01T10:00:00Z')).toBe('01/07/2026 12:00');
    expect(formatGroupDateTime('2026-03-29T00:59:59Z', { seconds: true })).toBe('29/03/2026 01:59:59');
    expect(formatGroupDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    expect(formatGroupDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatGroupDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 02:30');
    expect(formatGroupDateTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)))).toBe('01/01/2026 01:00');
  });

  it('shows a dash for a missing or unreadable instant', () => {
    expect(formatGroupDateTime(null)).toBe('—');
    expect(formatGroupDateTime('')).toBe('—');
    expect(formatGroupDateTime('ayer')).toBe('—');
    expect(formatGroupDay(undefined)).toBe('—');
  });

  it('is always one or two hours ahead of UTC, and its day is the one it prints', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const text = formatGroupDateTime(d, { seconds: true });
        const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
        expect(m).not.toBeNull();
        const [, day, month, year, h, min, s] = m!.map(Number) as number[];
        const asUtc = Date.UTC(year!, month! - 1, day!, h!, min!, s!);
        const offset = (asUtc - Math.floor(d.getTime() / 1000) * 1000) / 3_600_000;
        expect([1, 2]).toContain(offset);
        expect(groupCalendarDate(d)).toEqual({ year, month, day });
        expect(formatGroupDay(d)).toBe(text.slice(0, 10));
      }),
    );
  });
});
