import { useSearchParams } from '@/lib/nav';
import { useT } from '@/lib/i18n/use-t';
import { LanguageCard } from './LanguageCard';
import { ProfileDetails } from './ProfileDetails';
import { SecuritySection } from './SecuritySection';

/** Dashboard profile tab (spec §2 profile; issue 5): details, the account's language, then the Security section. */
export function ProfileTab() {
  const [params] = useSearchParams();
  const { t } = useT();
  return (
    <div className="grid gap-6">
      {params.get('emailChanged') ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('profile.emailChanged')}
        </p>
      ) : null}
      <ProfileDetails />
      <LanguageCard />
      <SecuritySection />
    </div>
  );
}
