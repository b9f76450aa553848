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
 * The account switcher in the app shell's header (issue 39): the personal account and each
 * business of the user; drawn only when there is more than one to choose from.
 */
export function AccountSelect() {
  const choose = useSwitchAccount();
  const selected = useSelectedAccount();
  const q = useQuery(accountsChoiceQuery());
  const { t } = useT();
  const accounts = q.data?.accounts ?? [];
  const current = accounts.find((a) => a.id === selected) ?? accounts[0];
  if (!q.data || accounts.length < 2) return null;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <label
        htmlFor="account-switcher"
        className="sr-only font-medium text-navy-900 xl:not-sr-only"
      >
        {t('business.account')}
      </label>
      <select
        id="account-switcher"
        className={cn(selectClasses, 'h-9 w-full max-w-[9.5rem] min-w-0 sm:max-w-xs')}
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
    </div>
  );
}

/**
 * Above every place: invitations waiting for this address, and a line that says whose money is
 * on screen (the switcher itself is in the shell's header). Switching drops every cached answer,
 * so no figure of the previous account stays on screen.
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
      <p role="status" className="mt-1 text-sm text-muted-foreground" data-testid="account-owner">
        {current?.kind === 'business' ? (
          <>
            {t('business.showingOf')} <strong className="text-navy-900">{current.name}</strong>
            {current.verified ? '' : ` · ${t('business.notVerifiedYet')}`}
          </>
        ) : (
          <>{t('business.showingPersonal')}</>
        )}
      </p>
    </>
  );
}
