import { AppError } from './errors.ts';

/** Keyset position of a list sorted by (timestamp, id) descending. */
export interface Cursor {
  ts: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a client sent back, or null for the first page; anything malformed answers 400. */
export function decodeCursor(raw: string | undefined, idPattern: RegExp = UUID): Cursor | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (
      typeof v.ts !== 'string' ||
      typeof v.id !== 'string' ||
      Number.isNaN(Date.parse(v.ts)) ||
      !idPattern.test(v.id)
    )
      throw new Error('bad');
    return v;
  } catch {
    throw new AppError('VALIDATION', 'Please check the form: the page cursor is invalid', {
      cursor: 'Invalid cursor',
    });
  }
}
