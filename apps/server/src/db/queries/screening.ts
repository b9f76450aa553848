import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.ts';
import type { screeningImports } from '../schema/index.ts';
import type { SqlRow } from './sql-row.ts';

export type ScreeningImportRow = SqlRow<
  typeof screeningImports,
  | 'id'
  | 'listNames'
  | 'entries'
  | 'createdAt'
  | 'rescreenStatus'
  | 'rescreenFinishedAt'
  | 'clientsScreened'
  | 'casesOpened'
> & { imported_by: string | null };

/** The ten latest list imports, newest first, with the importing admin's address. */
export function latestScreeningImports(db: DbOrTx) {
  return queryRows<ScreeningImportRow>(
    db,
    sql`select i.id, i.list_names, i.entries, i.created_at, i.rescreen_status, i.rescreen_finished_at, i.clients_screened, i.cases_opened, u.email as imported_by
          from screening_imports i left join "user" u on u.id = i.imported_by order by i.created_at desc limit 10`,
  );
}
