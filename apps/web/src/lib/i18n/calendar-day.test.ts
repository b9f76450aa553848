import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@/lib/format';
import { calendarDayIn } from './calendar-day';
import { formatDateIn } from './format';
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
});
