import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  BUSINESS_ROLES,
  InvitationCreateSchema,
  type Business,
  type BusinessRole,
  type InvitationCreate,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-messages';
import { setServerErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useAuth } from '@/lib/session';
import {
  businessKeys,
  cancelInvitation,
  changeMemberRole,
  inviteMember,
  membersQuery,
  removeMember,
} from '../api/business';
import { ROLE_IDS } from './labels';

/** Members, their roles and the invitations waiting; managing them needs the members permission. */
export function Members({ business }: { business: Business }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const q = useQuery(membersQuery(business.id));
  const manage = business.permissions.includes('members');
  const isOwner = business.role === 'owner';
  const { t } = useT();
  const fmt = useFormat();
  const done = (message: string) => async () => {
    toast.success(message);
    await qc.invalidateQueries({ queryKey: businessKeys.all });
  };
  const fail = (err: unknown) => toast.error(errorText(err));
  const role = useMutation({
    mutationFn: (v: { memberId: string; role: BusinessRole }) =>
      changeMemberRole(business.id, v.memberId, v.role),
    onSuccess: done(t('business.roleChanged')),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (memberId: string) => removeMember(business.id, memberId),
    onSuccess: done(t('business.memberRemoved')),
    onError: fail,
  });
  const cancel = useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(business.id, invitationId),
    onSuccess: done(t('business.invitationCancelled')),
    onError: fail,
  });
  // Owners may give any role; admins every role but owner.
  const roles = BUSINESS_ROLES.filter((r) => isOwner || r !== 'owner');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('business.membersTitle')}</CardTitle>
        <CardDescription>{t('business.membersIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {q.isLoading ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert">{t('business.membersLoadError')}</p>
        ) : (
          <ul className="grid gap-2">
            {q.data!.members.map((m) => {
              const self = m.userId === user?.id;
              const canEdit = manage && !self && (isOwner || m.role !== 'owner');
              return (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {m.name}{' '}
                      {self && <span className="text-muted-foreground">{t('business.you')}</span>}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{m.email}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {canEdit ? (
                      <>
                        <label className="sr-only" htmlFor={`role-${m.id}`}>
                          {t('business.roleOf', { name: m.name })}
                        </label>
                        <select
                          id={`role-${m.id}`}
                          className={`${selectClasses} h-9 w-auto`}
                          value={m.role}
                          onChange={(e) =>
                            role.mutate({ memberId: m.id, role: e.target.value as BusinessRole })
                          }
                        >
                          {roles.map((r) => (
                            <option key={r} value={r}>
                              {t(ROLE_IDS[r].label)}
                            </option>
                          ))}
                        </select>
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => remove.mutate(m.id)}
                          aria-label={t('security.removeNamed', { name: m.name })}
                        >
                          {t('security.remove')}
                        </Button>
                      </>
                    ) : (
                      <span className="text-sm font-medium">{t(ROLE_IDS[m.role].label)}</span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {manage && q.data && q.data.invitations.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{t('business.invitationsWaiting')}</h3>
            {q.data.invitations.map((i) => (
              <div
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border p-3 text-sm"
              >
                <span>
                  {i.email} · {t(ROLE_IDS[i.role].label)} ·{' '}
                  {i.expired
                    ? t('business.expired')
                    : t('business.validUntil', { date: fmt.date(i.expiresAt) })}
                </span>
                <Button variant="outline" size="sm" onClick={() => cancel.mutate(i.id)}>
                  {t('business.cancelInvitation')}
                </Button>
              </div>
            ))}
          </div>
        )}
        {manage && <InviteForm businessId={business.id} roles={roles} />}
      </CardContent>
    </Card>
  );
}

function InviteForm({ businessId, roles }: { businessId: string; roles: BusinessRole[] }) {
  const qc = useQueryClient();
  const { t } = useT();
  const form = useForm<InvitationCreate>({
    resolver: zodResolver(InvitationCreateSchema),
    defaultValues: { email: '', role: 'initiator' },
  });
  const m = useMutation({
    mutationFn: (v: InvitationCreate) => inviteMember(businessId, v),
    onSuccess: async (_r, v) => {
      toast.success(t('business.invitationSent', { email: v.email }));
      form.reset({ email: '', role: v.role });
      await qc.invalidateQueries({ queryKey: businessKeys.all });
    },
    onError: (err) => {
      setServerErrors(form, err);
      toast.error(errorText(err));
    },
  });
  const { errors } = form.formState;
  const chosen = form.watch('role');
  return (
    <form
      noValidate
      className="grid gap-3 border-t border-border pt-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      onSubmit={form.handleSubmit((v) => m.mutate(v))}
    >
      <FormField label={t('business.inviteByEmail')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField
        label={t('profile.role')}
        error={errors.role?.message}
        hint={t(ROLE_IDS[chosen].summary)}
      >
        <select className={selectClasses} {...form.register('role')}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(ROLE_IDS[r].label)}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={m.isPending}>
        {m.isPending ? t('business.sending') : t('business.sendInvitation')}
      </Button>
    </form>
  );
}
