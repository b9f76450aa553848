// What an island says about an error, loaded when there is one (decision 030): the words of
// every error (lib/error-messages/ and its catalogue part, OWN_PARTS in
// scripts/catalogue-usage.ts) are not part of a page that has not failed. The app imports
// lib/error-messages/ itself.
import { loadLocale } from './i18n/i18n';
import { pageLocaleNow } from './i18n/app-locale';

const load = () =>
  Promise.all([
    import('./error-messages'),
    loadLocale(pageLocaleNow(), 'lib/error-messages/index'),
  ]).then(([m]) => m);

let loading: ReturnType<typeof load> | undefined;
const words = () => {
  loading ??= load();
  loading.catch(() => (loading = undefined));
  return loading;
};

/** Starts loading them where a failure may come (a form being sent). */
export const warmErrorWords = () => void words().catch(() => undefined);
/** errorText, once its words are in. */
export const errorTextLater = async (err: unknown) => (await words()).errorText(err);
/** describeError, once its words are in. */
export const describeErrorLater = async (err: unknown) => (await words()).describeError(err);
