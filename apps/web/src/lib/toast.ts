import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
const sonner = () => import('sonner').then((m) => m.toast);

/**
 * sonner's `toast.success` / `toast.error`, with sonner (9 kB gzip) loaded at the first toast
 * instead of with every page that has a form (decision 027). A toast always follows a user's
 * action and a request, so the chunk is usually there already (RootLayout mounts the Toaster on
 * the first interaction); sonner shows toasts raised before its Toaster subscribed.
 */
export const toast = {
  success: (...args: Parameters<Sonner['success']>) =>
    void sonner().then((t) => t.success(...args)),
  error: (...args: Parameters<Sonner['error']>) => void sonner().then((t) => t.error(...args)),
};
