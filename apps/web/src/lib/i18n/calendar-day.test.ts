import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@/lib/format';
import { calendarDayIn, localDateIn } from './calendar-day';
import { formatDateIn, formatDateTimeIn } from './format';
import { LOCALES } from './locales';

describe('calendarDayIn', () => {
  it('writes every month of every language as Intl does, without Intl', () => {
    for (const locale of LOCALES)
      for (let month = 1; month <= 12; month++)
        for (const date of [1, 9, 28]) {
          const day = `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
          const intl =
            locale === 'en'
              ? formatCalendarDate(day)
              : formatDateIn(locale, `${day}T00:00:00Z`, 'UTC');
          expect(calendarDayIn(locale, day), `${locale} ${day}`).toBe(intl);
        }
  });

  it('writes moments in the reader’s zone as Intl does, with and without the time', () => {
    // The product's formatters take the Intl path when given a zone: the reader's own, named.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const locale of LOCALES)
      for (let month = 0; month < 12; month++)
        for (const [date, hour, minute] of [
          [1, 0, 0],
          [9, 7, 5],
          [28, 23, 59],
        ] as const) {
          const at = new Date(2026, month, date, hour, minute);
          const what = `${locale} ${at.toISOString()} in ${zone}`;
          expect(localDateIn(locale, at, true), what).toBe(formatDateTimeIn(locale, at, zone));
          expect(localDateIn(locale, at.toISOString(), false), what).toBe(
            formatDateIn(locale, at, zone),
          );
        }
    expect(localDateIn('en', 'not a date', true)).toBeNull();
  });
});
