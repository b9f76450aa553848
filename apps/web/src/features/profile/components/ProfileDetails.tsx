import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Pencil } from 'lucide-react';
import { profileUpdateSchema, type MyProfile, type ProfileUpdateInput } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { setServerErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-messages';
import { CountrySelect } from '@/components/country-select';
import { useT } from '@/lib/i18n/use-t';
import { useCountryLabel } from '@/lib/i18n/country-label';
import { useProfile, useUpdateProfile } from '../api/profile';

const FIELDS = ['firstName', 'lastName', 'company', 'country'] as const;
const ROLE_ID = { client: 'profile.roleClient', admin: 'profile.roleAdmin' } as const;

/** Email and role read-only; first name, last name, company and country editable. */
export function ProfileDetails() {
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  const [editing, setEditing] = useState(false);
  const { t } = useT();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.intro')}</CardDescription>
        </div>
        {profile && !editing ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('profile.edit')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              {t('profile.loading')}
            </span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full max-w-sm" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="grid gap-3 text-sm">
            <p className="text-destructive">
              {t('profile.loadError')} {errorText(error)}
            </p>
            <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
              {t('security.tryAgain')}
            </Button>
          </div>
        ) : editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <ProfileView profile={profile} />
        )}
      </CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  const { t } = useT();
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-sm text-navy-900">
        {value || <span className="text-muted-foreground">{t('profile.notProvided')}</span>}
      </dd>
    </div>
  );
}

function ProfileView({ profile }: { profile: MyProfile }) {
  const { t } = useT();
  const countryLabel = useCountryLabel();
  return (
    <dl className="grid gap-3">
      <Row label={t('profile.email')} value={profile.email} />
      <Row label={t('profile.role')} value={t(ROLE_ID[profile.role])} />
      <Row label={t('profile.firstName')} value={profile.firstName} />
      <Row label={t('profile.lastName')} value={profile.lastName} />
      <Row label={t('profile.company')} value={profile.company} />
      <Row
        label={t('profile.country')}
        value={profile.country ? countryLabel(profile.country) : profile.country}
      />
    </dl>
  );
}

function ProfileForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const update = useUpdateProfile();
  const { t } = useT();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema) as never,
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      company: profile.company ?? '',
      country: profile.country ?? '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(profileUpdateSchema.parse(values));
      toast.success(t('profile.saved'), { description: t('profile.savedDetail') });
      onDone();
    } catch (err) {
      if (!setServerErrors(form, err, FIELDS))
        toast.error(t('profile.saveError'), {
          description: errorText(err),
        });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('profile.edit')}>
      <dl className="grid gap-3 rounded-lg bg-muted/50 p-3">
        <Row label={t('profile.email')} value={profile.email} />
        <Row label={t('profile.role')} value={t(ROLE_ID[profile.role])} />
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('profile.firstName')} required error={errors.firstName?.message}>
          <Input autoComplete="given-name" disabled={busy} {...register('firstName')} />
        </FormField>
        <FormField label={t('profile.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" disabled={busy} {...register('lastName')} />
        </FormField>
        <FormField label={t('profile.company')} error={errors.company?.message}>
          <Input autoComplete="organization" disabled={busy} {...register('company')} />
        </FormField>
        <FormField label={t('profile.country')} error={errors.country?.message}>
          <CountrySelect disabled={busy} {...register('country')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('profile.saving') : t('profile.saveChanges')}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
