import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';

// Job openings: what GET /api/jobs answers, and what the admin area's job editor sends (issue 8).

/** A job opening as GET /api/jobs returns it (spec §3 jobs; camelCase JSON). */
export const JobSchema = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  /** e.g. "full-time"; the careers page shows hyphens as spaces. */
  employmentType: z.string(),
  salaryRange: z.string().nullable(),
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobsResponseSchema = z.object({ jobs: z.array(JobSchema) });
export type JobsResponse = z.infer<typeof JobsResponseSchema>;

const listOfLines = z
  .array(singleLine().max(500, 'Each item must be at most 500 characters'))
  .max(30, 'At most 30 items')
  .transform((a) => a.filter((s) => s.length > 0));

export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'contract',
  'internship',
  'temporary',
] as const;

export const JobInputSchema = z.strictObject({
  title: singleLine({ error: 'Required' })
    .min(2, 'Title must be at least 2 characters')
    .max(200, 'Title must be at most 200 characters'),
  department: singleLine({ error: 'Required' })
    .min(2, 'Department must be at least 2 characters')
    .max(120, 'Department must be at most 120 characters'),
  location: singleLine({ error: 'Required' })
    .min(2, 'Location must be at least 2 characters')
    .max(120, 'Location must be at most 120 characters'),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose an employment type' }),
  salaryRange: singleLine()
    .max(120, 'Salary range must be at most 120 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  description: multiLine({ error: 'Required' })
    .min(20, 'Description must be at least 20 characters')
    .max(10000, 'Description must be at most 10000 characters'),
  requirements: listOfLines,
  responsibilities: listOfLines,
  isActive: z.boolean().default(true),
});
export type JobInput = z.input<typeof JobInputSchema>;
export const JobActiveSchema = z.strictObject({
  isActive: z.boolean({ error: 'Choose active or inactive' }),
});
