import type { Context } from 'hono';
import { z } from 'zod';
import { englishMessage } from '@mizani/shared';
import { AppError } from './errors.ts';

/**
 * Turns zod issues into { field: message }, first message per field. Shared schemas give message
 * keys (issue 20); API clients read the English text.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[k] ??= 'Unknown field';
      continue;
    }
    fields[key] ??= englishMessage(issue.message);
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0];
  return new AppError(
    'VALIDATION',
    first ? `Please check the form: ${first}` : 'Invalid input',
    fields,
  );
}

/** Reads and validates the JSON body; malformed JSON and schema failures answer 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Validates query parameters (strings) with a schema. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A path id must be a UUID; anything else is simply not found. */
export function uuidParam(c: Context, name = 'id'): string {
  const value = c.req.param(name) ?? '';
  if (!z.uuid().safeParse(value).success) throw new AppError('NOT_FOUND', 'Not found');
  return value;
}
