import type { IdDocumentType, SourceOfFunds } from '@mizani/shared';
import type { MessageId } from '@/lib/i18n/i18n';

// The shared label maps (ID_DOCUMENT_TYPES, SOURCES_OF_FUNDS) as message ids, in the same order.

export const ID_TYPE_IDS: Record<IdDocumentType, MessageId> = {
  passport: 'kyc.idPassport',
  national_id: 'kyc.idNationalId',
  driving_licence: 'kyc.idDrivingLicence',
};

export const SOURCE_IDS: Record<SourceOfFunds, MessageId> = {
  salary: 'kyc.sourceSalary',
  business_income: 'kyc.sourceBusiness',
  savings: 'kyc.sourceSavings',
  investments: 'kyc.sourceInvestments',
  property_sale: 'kyc.sourceProperty',
  inheritance: 'kyc.sourceInheritance',
  other: 'kyc.sourceOther',
};
