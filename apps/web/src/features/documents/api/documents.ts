import type { IssuedDocumentLookup } from '@mizani/shared';
import { api } from '@/lib/api';

/** Who a statement or confirmation with this reference was issued to (admins only). */
export const lookUpDocument = (reference: string) =>
  api<{ document: IssuedDocumentLookup }>(
    `/api/admin/documents/${encodeURIComponent(reference.trim())}`,
  ).then((r) => r.document);
