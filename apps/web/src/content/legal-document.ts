/** A legal document as the content modules hold it (legal.ts, accessibility.ts). */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}
export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}
