import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';

export interface BankStatementRow {
  id: string;
  format: string;
  fileName: string | null;
  messageId: string | null;
  status: string;
  entries: number;
  newEntries: number;
  error: string | null;
  createdAt: Date;
  /** Entries that settled one of our payouts or deposits. */
  matched: number;
  /** Entries left for the reconciliation queue. */
  unmatched: number;
}

/** The fifty latest statement imports, newest first, with how many entries matched. */
export function latestBankStatements(db: DbOrTx) {
  return queryRows<BankStatementRow>(
    db,
    sql`select s.id, s.format, s.file_name as "fileName", s.message_id as "messageId", s.status, s.entries,
               s.new_entries as "newEntries", s.error, s.created_at as "createdAt",
               (select count(*)::int from rail_events e where e.statement_id = s.id and e.status = 'applied') as matched,
               (select count(*)::int from rail_events e where e.statement_id = s.id and e.status = 'exception') as unmatched
        from bank_statements s order by s.created_at desc limit 50`,
  );
}
