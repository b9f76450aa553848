// Issued PDF documents (statements, order confirmations): what an admin's verification lookup
// answers (GET /api/admin/documents/:reference).

/** MZ-ST-XXXX-XXXX (statement) or MZ-OC-XXXX-XXXX (order confirmation), no 0/O/1/I. */
export const DOCUMENT_REFERENCE = /^MZ-(ST|OC|FC)-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

export const ISSUED_DOCUMENT_KIND_LABELS = {
  statement: 'Monthly statement',
  order_confirmation: 'Order confirmation',
} as const;

export interface IssuedDocumentLookup {
  reference: string;
  kind: keyof typeof ISSUED_DOCUMENT_KIND_LABELS;
  /** statement: "YYYY-MM USD"; order confirmation: the order id */
  subject: string;
  /** hex SHA-256 of the PDF bytes the server sent */
  sha256: string;
  issuedAt: string;
  user: { id: string; email: string; name: string };
}
