import { useAuth } from '@/lib/auth-client';

/** Placeholder until the accounts feature provides the profile tab (spec §2 profile). */
export function ProfileTab() {
  const { user, role } = useAuth();
  return (
    <dl className="grid gap-2 text-sm">
      <dt className="font-semibold">Email</dt>
      <dd>{user?.email}</dd>
      <dt className="font-semibold">Role</dt>
      <dd className="capitalize">{role}</dd>
    </dl>
  );
}
