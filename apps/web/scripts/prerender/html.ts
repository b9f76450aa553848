// Small HTML helpers of the pre-renderer.

export function escapeHtml(s: string) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The text of rendered HTML, for comparing with plain strings (React escapes & < > " '). */
export function decodeHtml(s: string) {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Search engines only show structured answers the page itself shows: fail the build otherwise. */
export function assertVisible(data: { visibleTexts: string[] } | undefined, body: string) {
  const text = decodeHtml(body);
  const unseen = (data?.visibleTexts ?? []).filter((t) => !text.includes(t));
  if (unseen.length)
    throw new Error(`structured data not in the page's HTML: ${unseen.slice(0, 3).join(' | ')}`);
}
