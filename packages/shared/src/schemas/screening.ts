import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';

// Sanctions and PEP screening (issue 22): list import and case decisions.

/** Columns of the consolidated-list CSV an admin imports (header row required, any order). */
export const SCREENING_CSV_COLUMNS = [
  'name',
  'aliases',
  'date_of_birth',
  'nationality',
  'programme',
  'list_name',
] as const;
/** Aliases are separated by ';' inside their cell. */
export const SCREENING_ALIAS_SEPARATOR = ';';
export const SCREENING_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const ScreeningImportSchema = z.strictObject({
  /** Replace every entry of the list names found in the file (a list's new edition). */
  csv: z.string({ error: 'Paste or choose the CSV file' }).min(1, 'The file is empty'),
});

export const ScreeningCaseDecisionSchema = z.strictObject({
  decision: z.enum(['false_positive', 'confirmed'], { error: 'Choose a decision' }),
  note: multiLine({ error: 'Record why' })
    .min(10, 'Record why (at least 10 characters)')
    .max(2000, 'At most 2000 characters'),
});
export type ScreeningCaseDecision = z.infer<typeof ScreeningCaseDecisionSchema>;

export const ScreeningCaseQuerySchema = z.object({
  status: z.enum(['open', 'false_positive', 'confirmed', 'all']).default('open'),
});

export const ScreeningListDeleteSchema = z.strictObject({
  listName: singleLine().min(1).max(120),
});

export interface ScreeningMatch {
  entryId: string;
  /**
   * The entry's identity across list editions (list, canonical name, date of birth): an import
   * replaces entries with new ids, and a cleared false positive must stay cleared.
   */
  entryKey: string;
  name: string;
  matchedName: string;
  score: number;
  listName: string;
  programme: string | null;
  dateOfBirth: string | null;
  nationality: string | null;
}

export interface ScreeningCase {
  id: string;
  userId: string;
  email: string;
  fullLegalName: string;
  status: 'open' | 'false_positive' | 'confirmed';
  trigger: 'submission' | 'list_change';
  matches: ScreeningMatch[];
  openedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
}
