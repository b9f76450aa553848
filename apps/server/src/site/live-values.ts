import { LIVE_VALUE_KEYS } from '@mizani/shared';
import { escapeHtml } from '../services/mail/escape.ts';
import type { StatusPageService } from '../services/status/status-page.ts';

const LIVE_ELEMENT = /(<[a-z][a-z0-9]*\b[^>]*\bdata-live="([a-z-]+)"[^>]*>)([^<]*)(?=<)/g;

/**
 * Replaces the text of every element rendered with data-live="<key>" by the live value, so the
 * first response of the home page carries the measured uptime; the page reads the same text back
 * when it hydrates. Unknown keys are left as rendered.
 */
export function injectLiveValues(html: string, values: Record<string, string>): string {
  if (!html.includes('data-live="')) return html;
  return html.replace(LIVE_ELEMENT, (whole, open: string, key: string) =>
    key in values ? `${open}${escapeHtml(values[key])}` : whole,
  );
}

export async function liveValues(status: StatusPageService): Promise<Record<string, string>> {
  const uptime = await status.platformUptime();
  return { [LIVE_VALUE_KEYS.uptime]: uptime.display, [LIVE_VALUE_KEYS.uptimeLabel]: uptime.label };
}
