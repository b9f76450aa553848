// The signed-in member's role in the account the switcher has selected (decision 012), read by
// the features that hide a form the server would refuse: a business viewer does not initiate,
// only an owner changes a business's settings. The personal account is the user's own: owner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleMay, type AccountsResponse, type BusinessPermission } from '@mizani/shared';
import { api } from '../api';
import { useSelectedAccount } from '../account';

/**
 * The member's accounts and roles (GET /api/business): the switcher's list and the role checks.
 * Its key sits under the business feature's (`['business']`), so whatever that feature
 * invalidates (an invitation accepted, a member's role changed) refreshes the role here too.
 */
export const accountsChoiceQuery = () =>
  queryOptions({
    queryKey: ['business', 'accounts'],
    queryFn: ({ signal }) => api<AccountsResponse>('/api/business', { signal }),
  });

/** Whether the member may do `permission` in the selected account (true while it loads). */
export function useMay(permission: BusinessPermission) {
  const selected = useSelectedAccount();
  const accounts = useQuery(accountsChoiceQuery());
  const account = accounts.data?.accounts.find((a) => a.id === selected);
  return account?.role ? roleMay(account.role, permission) : true;
}
