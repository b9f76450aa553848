import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import type { issuedDocuments, user } from '../schema/index.ts';
import type { SqlRow } from './sql-row.ts';

/** An issued PDF by its verification reference, with who it was issued to. */
export async function findIssuedDocument(db: DbOrTx, reference: string) {
  const [row] = await queryRows<
    SqlRow<
      typeof issuedDocuments,
      'reference' | 'kind' | 'subject' | 'sha256' | 'createdAt' | 'userId'
    > &
      SqlRow<typeof user, 'email' | 'name'>
  >(
    db,
    sql`select d.reference, d.kind, d.subject, d.sha256, d.created_at, d.user_id, u.email, u.name
            from issued_documents d join "user" u on u.id = d.user_id where d.reference = ${reference}`,
  );
  return row;
}
