// Facts the legal documents quote in every language (addresses, mailboxes, the 24/7 line): one
// place, so the English documents (legal.ts) and their translations (legal-translations/) cannot
// drift apart. Small on purpose: a translation's chunk imports this, never the English documents.
import { BRAND } from '@/config/brand';
import { EMAIL_DOMAIN, EMERGENCY_HOTLINES, OFFICES } from './site';

/** "Mizani, Delta Corner Tower 2, 7th Floor, Waiyaki Way, Westlands, Nairobi, Kenya" */
export const HEAD_OFFICE = `${BRAND.name}, ${OFFICES[0]!.addressLines.join(', ')}`;
export const PRIVACY_EMAIL = `privacy@${EMAIL_DOMAIN}`;
export const LEGAL_EMAIL = `legal@${EMAIL_DOMAIN}`;
export const COMPLIANCE_EMAIL = `compliance@${EMAIL_DOMAIN}`;
export const COMPLAINTS_EMAIL = `complaints@${EMAIL_DOMAIN}`;
/** The one emergency line that is live (the others are placeholders, spec §2). */
export const KENYA_HOTLINE = EMERGENCY_HOTLINES.find((h) => !h.placeholder);
