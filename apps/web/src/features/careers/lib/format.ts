/** Spec §2 Careers: the employment type is shown with hyphens replaced by spaces ("full-time" → "full time"). */
export function formatEmploymentType(type: string): string {
  return type.replace(/-/g, ' ');
}
