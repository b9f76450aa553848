import { z } from 'zod';

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
