import type { Locale } from '@mizani/shared';
import { EN } from './en.ts';
import { FR } from './fr.ts';
import { SW } from './sw.ts';
import type { NoticeTexts } from './types.ts';

export const NOTICE_TEXTS: Record<Locale, NoticeTexts> = { en: EN, fr: FR, sw: SW };
