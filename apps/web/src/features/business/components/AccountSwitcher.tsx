import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { selectClasses } from '@/components/ui/input';
import { selectAccount, useSelectedAccount } from '@/lib/account';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { accountsChoiceQuery } from '../api/business';
import { InvitationBanner } from './InvitationBanner';
import { ROLE_IDS } from './labels';

/**
 * Selects an account and resets every cached answer but the business list (reset, not just
 * dropped: the screens on show refetch at once, so no figure of the previous account stays).
 */
export function useSwitchAccount() {
  const qc = useQueryClient();
  return (id: string | null) => {
    void qc.cancelQueries();
    selectAccount(id);
    void qc.resetQueries({ predicate: (q) => q.queryKey[0] !== 'business' });
  };
}

/**
 * The dashboard header's account switcher: the personal account and each business of the user,
 * and a line that says whose money is on screen. Switching drops every cached answer, so no
 * figure of the previous account stays on screen.
 */
export function AccountSwitcher() {
  const choose = useSwitchAccount();
  const selected = useSelectedAccount();
  const q = useQuery(accountsChoiceQuery());
  const { t } = useT();
  const accounts = q.data?.accounts ?? [];
  const current = accounts.find((a) => a.id === selected) ?? accounts[0];
  // A business the user no longer belongs to (removed, or another user signed in): back to personal.
  useEffect(() => {
    if (q.data && selected && !accounts.some((a) => a.id === selected && a.kind === 'business'))
      choose(null);
  }, [q.data]); // eslint-disable-line react-hooks/exhaustive-deps

  // Invitations waiting for this address show above every tab (issue 34), with or without a
  // business to switch to yet.
  const banner = <InvitationBanner onJoined={choose} />;
  if (!q.data || accounts.length < 2) return banner;
  return (
    <>
      {banner}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <label htmlFor="account-switcher" className="font-medium text-navy-900">
          {t('business.account')}
        </label>
        <select
          id="account-switcher"
          className={cn(selectClasses, 'h-9 w-auto max-w-full sm:max-w-md')}
          value={current?.kind === 'business' ? current.id : ''}
          onChange={(e) => choose(e.target.value || null)}
        >
          {accounts.map((a) => (
            <option key={a.id} value={a.kind === 'business' ? a.id : ''}>
              {a.kind === 'business'
                ? t('business.optionBusiness', { name: a.name, role: t(ROLE_IDS[a.role!].label) })
                : t('business.optionPersonal', { name: a.name })}
            </option>
          ))}
        </select>
        <p role="status" className="text-muted-foreground" data-testid="account-owner">
          {current?.kind === 'business' ? (
            <>
              {t('business.showingOf')} <strong className="text-navy-900">{current.name}</strong>
              {current.verified ? '' : ` · ${t('business.notVerifiedYet')}`}
            </>
          ) : (
            <>{t('business.showingPersonal')}</>
          )}
        </p>
      </div>
    </>
  );
}
