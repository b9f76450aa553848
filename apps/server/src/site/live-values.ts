import { LIVE_VALUE_KEYS } from '@mizani/shared';
import { escapeHtml } from '../services/mail/escape.ts';
import type { StatusPageService } from '../services/status/status-page.ts';

const LIVE_ELEMENT = /(<[a-z][a-z0-9]*\b[^>]*\bdata-live="([a-z-]+)"[^>]*>)([^<]*)(?=<)/g;

/**
 * A live value is either the text itself (a figure) or the name of a choice whose words the
 * page carries in its own language (`data-live-<choice>="…"`, written by the pre-render from the
 * page's catalogue): the server knows which label applies, the page knows how to say it.
 */
export type LiveValue = string | { choice: string };

/**
 * The element's new content as HTML: a figure escaped; a choice's words as the pre-render wrote
 * them in the attribute, already escaped by React (`&<>"'`), so valid as text as they are.
 */
function htmlOf(open: string, value: LiveValue): string | null {
  if (typeof value === 'string') return escapeHtml(value);
  return new RegExp(`\\sdata-live-${value.choice}="([^"]*)"`).exec(open)?.[1] ?? null;
}

/**
 * Replaces the text of every element rendered with data-live="<key>" by the live value, so the
 * first response of the home page carries the measured uptime in the page's language. Unknown
 * keys, and choices the element has no words for, are left as rendered.
 */
export function injectLiveValues(html: string, values: Record<string, LiveValue>): string {
  if (!html.includes('data-live="')) return html;
  return html.replace(LIVE_ELEMENT, (whole, open: string, key: string) => {
    const html = key in values ? htmlOf(open, values[key]!) : null;
    return html === null ? whole : `${open}${html}`;
  });
}

export async function liveValues(status: StatusPageService): Promise<Record<string, LiveValue>> {
  const uptime = await status.platformUptime();
  return {
    [LIVE_VALUE_KEYS.uptime]: uptime.display,
    // "Platform uptime" or "Uptime target", in the words the page carries for each.
    [LIVE_VALUE_KEYS.uptimeLabel]: { choice: uptime.basis },
  };
}
