import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useT } from '@/lib/i18n/use-t';

/**
 * sonner's rich colours fall under WCAG AA (its error red on pink is about 4.2:1). These set the
 * variables it reads on the toaster to our palette: every pair is at least 7:1.
 */
const TOAST_COLOURS = {
  '--normal-bg': '#ffffff',
  '--normal-border': '#d9e0ea',
  '--normal-text': '#0b1b33',
  '--success-bg': '#ecfdf5',
  '--success-border': '#a7f3d0',
  '--success-text': '#065f46',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e3a8a',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#92400e',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/** The app's one toaster, loaded after hydration by RootLayout (sonner stays out of the entry). */
export default function AppToaster() {
  const { t } = useT();
  // sonner's own English ("Close toast", "Notifications") in the page's language.
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      style={TOAST_COLOURS}
      containerAriaLabel={t('shell.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('shell.toastClose') }}
    />
  );
}
