import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
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
import { useProfile, useUpdateProfile } from '../api/profile';

const FIELDS = ['firstName', 'lastName', 'company', 'country'] as const;
const ROLE_LABEL: Record<MyProfile['role'], string> = { client: 'Client', admin: 'Admin' };

/** Email and role read-only; first name, last name, company and country editable. */
export function ProfileDetails() {
  const { data: profile, isPending, isError, error, refetch } = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Profile</CardTitle>
          <CardDescription>
            Email and role are read-only here. To use another email address, see Security below.
          </CardDescription>
        </div>
        {profile && !editing ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit profile
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your profile
            </span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full max-w-sm" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="grid gap-3 text-sm">
            <p className="text-destructive">Could not load your profile. {errorText(error)}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => refetch()}>
              Try again
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
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-sm text-navy-900">
        {value || <span className="text-muted-foreground">Not provided</span>}
      </dd>
    </div>
  );
}

function ProfileView({ profile }: { profile: MyProfile }) {
  return (
    <dl className="grid gap-3">
      <Row label="Email" value={profile.email} />
      <Row label="Role" value={ROLE_LABEL[profile.role]} />
      <Row label="First name" value={profile.firstName} />
      <Row label="Last name" value={profile.lastName} />
      <Row label="Company" value={profile.company} />
      <Row label="Country" value={profile.country} />
    </dl>
  );
}

function ProfileForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const update = useUpdateProfile();
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
      toast.success('Profile updated', { description: 'Your details are saved.' });
      onDone();
    } catch (err) {
      if (!setServerErrors(form, err, FIELDS))
        toast.error('Could not save your profile', {
          description: errorText(err),
        });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Edit profile">
      <dl className="grid gap-3 rounded-lg bg-muted/50 p-3">
        <Row label="Email" value={profile.email} />
        <Row label="Role" value={ROLE_LABEL[profile.role]} />
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" disabled={busy} {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" disabled={busy} {...register('lastName')} />
        </FormField>
        <FormField label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" disabled={busy} {...register('company')} />
        </FormField>
        <FormField label="Country" error={errors.country?.message}>
          <CountrySelect disabled={busy} {...register('country')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
