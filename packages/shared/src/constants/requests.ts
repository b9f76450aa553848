// The public request forms' fixed lists and texts (spec §3-§5), apart from their zod schemas
// (schemas/requests.ts re-exports them), so a page that only shows them loads no zod (decision 027).

export const INQUIRY_TYPES = [
  'general',
  'technical',
  'account',
  'billing',
  'corporate',
  'partnership',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  account: 'Account Support',
  billing: 'Billing Question',
  corporate: 'Corporate Services',
  partnership: 'Partnership',
};

/** Spec §4: urgency levels and their descriptions. */
export const URGENCIES = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const URGENCY_LABELS: Record<Urgency, { label: string; description: string }> = {
  low: { label: 'Low', description: 'Within a week' },
  medium: { label: 'Medium', description: 'Within 2-3 days' },
  high: { label: 'High', description: 'Urgent, same day' },
};

export const CONSULTATION_NOTE =
  "* Required fields. We'll contact you within 24 hours to confirm your consultation.";

/** The hidden honeypot input's name: people never see it, naive bots fill it. */
export const HONEYPOT_FIELD = 'website';
