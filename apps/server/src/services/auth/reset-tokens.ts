import { and, eq, like, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { verification } from '../../db/schema/index.ts';

/**
 * One reset link at a time: better-auth keeps every reset token (verification rows
 * reset-password:<token>, value = user id) until it expires. A new request keeps only its own
 * token; a successful reset removes every token left.
 */
export async function dropResetTokens(db: DbOrTx, userId: string, keepToken?: string) {
  await db
    .delete(verification)
    .where(
      and(
        like(verification.identifier, 'reset-password:%'),
        eq(verification.value, userId),
        keepToken ? ne(verification.identifier, `reset-password:${keepToken}`) : undefined,
      ),
    );
}
