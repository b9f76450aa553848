import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Wand2 } from 'lucide-react';
import type { z } from 'zod';
import {
  generatePassword,
  PASSWORD_MIN,
  type signUpSchema,
  type SignUpInput,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/error-messages';
import { CountrySelect } from '@/components/country-select';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { useT } from '@/lib/i18n/use-t';
import { signUp } from '../api/auth';
import { lazyZodResolver } from '@/lib/lazy-resolver';

const signUpResolver = lazyZodResolver<SignUpInput, z.output<typeof signUpSchema>>(() =>
  import('@mizani/shared/schemas/auth').then((m) => m.signUpSchema),
);

const EMPTY: SignUpInput = {
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  email: '',
  password: '',
};

export function SignUpForm() {
  const [revealed, setRevealed] = useState(false);
  const { t, locale } = useT();
  const form = useForm<SignUpInput, unknown, z.output<typeof signUpSchema>>({
    resolver: signUpResolver.resolver,
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, watch, setValue, reset } = form;
  const errors = formState.errors;
  const password = watch('password') ?? '';

  // The resolver hands over the schema's output (trimmed, empty optional fields dropped).
  const onSubmit = handleSubmit(async (v) => {
    // The account's language (mails, texts): this page's; on an English page the server takes
    // the remembered choice (mizani_lang cookie), so English is not sent over it.
    const { error } = await signUp(v, locale === 'en' ? undefined : locale);
    if (error) {
      const words = describeError(error);
      const msg = (error as { message?: unknown }).message;
      if (
        (typeof msg === 'string' && msg.includes('User already registered')) ||
        words.code === 'USER_ALREADY_EXISTS'
      ) {
        toast.error(t('auth.accountExists'), { description: t('auth.accountExistsText') });
      } else {
        // Spec §8 gives the title only; our words for the reason go beneath.
        toast.error(t('auth.signUpFailed'), { description: words.description });
      }
      return;
    }
    toast.success(t('auth.created'), { description: t('auth.createdText') });
    reset(EMPTY);
    setRevealed(false);
  });

  const onGenerate = () => {
    setValue('password', generatePassword(), { shouldValidate: true, shouldDirty: true });
    setRevealed(true);
    toast.success(t('auth.generated'));
  };

  return (
    <form onSubmit={onSubmit} onFocus={signUpResolver.warm} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.firstName')} required error={errors.firstName?.message}>
          <Input
            autoComplete="given-name"
            disabled={formState.isSubmitting}
            {...register('firstName')}
          />
        </FormField>
        <FormField label={t('auth.lastName')} error={errors.lastName?.message}>
          <Input
            autoComplete="family-name"
            disabled={formState.isSubmitting}
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField label={t('validation.field.email')} required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          disabled={formState.isSubmitting}
          {...register('email')}
        />
      </FormField>
      <FormField label={t('form.company')} error={errors.company?.message}>
        <Input
          autoComplete="organization"
          disabled={formState.isSubmitting}
          {...register('company')}
        />
      </FormField>
      <FormField label={t('auth.country')} error={errors.country?.message}>
        <CountrySelect disabled={formState.isSubmitting} {...register('country')} />
      </FormField>
      <FormField
        label={t('auth.password')}
        required
        error={errors.password?.message}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN })}
      >
        {(p) => (
          <PasswordInput
            {...p}
            autoComplete="new-password"
            disabled={formState.isSubmitting}
            revealed={revealed}
            onRevealedChange={setRevealed}
            {...register('password')}
          />
        )}
      </FormField>
      <div className="-mt-2 grid gap-2">
        <PasswordStrengthMeter password={password} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onGenerate}
          className="justify-self-start"
        >
          <Wand2 className="size-4" aria-hidden="true" />
          {t('auth.generate')}
        </Button>
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.creating') : t('auth.create')}
      </Button>
    </form>
  );
}
