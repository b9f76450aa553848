// What the verification endpoints answer (a person's KYC and a business's KYB). These views name
// the types of both forms, so they live above both: verification.ts and business-verification.ts
// import nothing from each other (issue 36, no circles).
import type { KycTier, VerificationStatus } from '../compliance/tiers.ts';
import type { KybPerson } from './business-verification.ts';
import type {
  DocumentKind,
  IdDocument,
  PersonalDetails,
  Tier2Submission,
  UploadType,
} from './verification.ts';

/** Uploaded document, as the API returns it (never its storage key). */
export interface VerificationDocument {
  id: string;
  kind: DocumentKind;
  fileName: string;
  contentType: UploadType;
  size: number;
  createdAt: string;
}

export interface VerificationSubmission {
  id: string;
  /** A business's verification (KYB, decision 019): what the owner or admin declared. */
  business?: BusinessVerificationDetails;
  tier: 1 | 2;
  status: VerificationStatus;
  /** The reviewer's message (more information needed) or the rejection reason. */
  message: string | null;
  submittedAt: string;
  decidedAt: string | null;
  documents: VerificationDocument[];
  personal?: PersonalDetails;
  idDocument?: Omit<IdDocument, 'fileId'>;
  proofOfAddress?: { documentDate: string };
  sourceOfFunds?: Omit<Tier2Submission, 'fileId'>;
}

export interface LimitFigures {
  dailyLimitUsd: string;
  monthlyLimitUsd: string;
  usedTodayUsd: string;
  usedMonthUsd: string;
  remainingTodayUsd: string;
  remainingMonthUsd: string;
}

/** GET /api/verification */
export interface VerificationOverview {
  tier: KycTier;
  /** Money movements paused (possible sanctions match) or frozen (confirmed). */
  restriction: 'none' | 'review' | 'frozen';
  minimumUsd: string;
  reviewTargetHours: number;
  reviewMaxBusinessDays: number;
  limits: Record<1 | 2, { dailyUsd: string; monthlyUsd: string }>;
  /** The client's current figures (null at tier 0). */
  usage: LimitFigures | null;
  /** Latest submission per tier. */
  submissions: { 1: VerificationSubmission | null; 2: VerificationSubmission | null };
  /** Uploaded documents not yet part of a submission. */
  pendingDocuments: VerificationDocument[];
  /** Prefill for the tier 1 form (the profile's name and country). */
  prefill: { fullLegalName: string; country: string | null };
}

/** A KYB submission as the API shows it (files are listed with the submission's documents). */
export interface BusinessVerificationDetails {
  legalName: string;
  registrationNumber: string;
  country: string;
  address: string;
  incorporationDate: string;
  natureOfBusiness: string;
  proofOfAddress: { documentDate: string };
  people: KybPerson[];
  submittedBy: string | null;
}

/** GET /api/business/:id/verification */
export interface BusinessVerificationOverview {
  verified: boolean;
  status: VerificationStatus;
  reviewTargetHours: number;
  reviewMaxBusinessDays: number;
  /** The latest KYB submission, with its documents. */
  submission: VerificationSubmission | null;
  /** Uploads not yet part of a submission (only for members who may verify). */
  pendingDocuments: VerificationDocument[];
}
