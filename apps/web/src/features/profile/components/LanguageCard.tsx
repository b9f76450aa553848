import { toast } from '@/lib/toast';
import { isLocale, type Locale } from '@mizani/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/admin-list/states';
import { errorText } from '@/lib/error-messages';
import { LOCALES, LOCALE_NAMES } from '@/lib/i18n/locales';
import { rememberLocale } from '@/lib/i18n/remember';
import { useT } from '@/lib/i18n/use-t';
import { useProfile, useUpdateLanguage } from '../api/profile';

/**
 * The account's language (issue 20): mails, notifications and text messages go out in it. Saved
 * as soon as it changes, and remembered by this browser too (the same cookie as the site's
 * language switcher, which in turn updates this choice when used signed in).
 */
export function LanguageCard() {
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  const save = useUpdateLanguage();
  const { t } = useT();
  const choose = (language: Locale) =>
    save.mutate(
      { language },
      {
        onSuccess: () => {
          rememberLocale(language);
          toast.success(t('profile.languageSaved', { language: LOCALE_NAMES[language] }));
        },
        onError: (err) => toast.error(t('profile.languageError'), { description: errorText(err) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('shell.language')}</CardTitle>
        <CardDescription>{t('profile.languageIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-10 w-full max-w-xs" />
        ) : isError ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : (
          <div className="grid max-w-xs gap-1.5">
            <label htmlFor="account-language" className="text-sm font-medium">
              {t('shell.language')}
            </label>
            <select
              id="account-language"
              className={selectClasses}
              value={profile.language}
              disabled={save.isPending}
              aria-describedby="account-language-hint"
              onChange={(e) => isLocale(e.target.value) && choose(e.target.value)}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
            <p id="account-language-hint" className="text-xs text-muted-foreground">
              {t('profile.languageHint')}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
