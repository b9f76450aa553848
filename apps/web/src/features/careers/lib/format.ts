import type { MessageId } from '@/lib/i18n/i18n';

/** Spec §2 Careers: the employment type is shown with hyphens replaced by spaces ("full-time" → "full time"). */
export function formatEmploymentType(type: string): string {
  return type.replace(/-/g, ' ');
}

/** Each known employment type's words (English: the spec's "full time"); others as formatted. */
const EMPLOYMENT_TYPE_IDS: Record<string, MessageId> = {
  'full-time': 'jobs.type.fullTime',
  'part-time': 'jobs.type.partTime',
  contract: 'jobs.type.contract',
  internship: 'jobs.type.internship',
  temporary: 'jobs.type.temporary',
};

export function employmentTypeText(type: string, t: (id: MessageId) => string): string {
  const id = EMPLOYMENT_TYPE_IDS[type];
  return id ? t(id) : formatEmploymentType(type);
}
