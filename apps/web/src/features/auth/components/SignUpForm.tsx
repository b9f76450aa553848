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
import { resendVerificationEmail, signUp } from '../api/auth';
import { useFormMessage } from '@/lib/i18n/messages';
import { errorTextLater } from '@/lib/error-text-later';
import { lazyZodResolver } from '@/lib/lazy-resolver';

const signUpResolver = lazyZodResolver<SignUpInput, z.output<typeof signUpSchema>>(() =>
  import('@mizani/shared/schemas/auth').then((m) => m.signUpSchema),
);

const EMPTY: Omit<SignUpInput, 'acceptTerms'> & { acceptTerms: boolean } = {
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  email: '',
  password: '',
  acceptTerms: false,
};

/**
 * `redirectTo`: where the person was going (an invitation's link): the verification mail's link
 * brings them back to sign in towards it (issue 34).
 */
export function SignUpForm({ redirectTo }: { redirectTo?: string }) {
  const [revealed, setRevealed] = useState(false);
  // The address the verification mail went to: the form gives way to "Check your inbox".
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t, locale, lp } = useT();
  const msg = useFormMessage();
  const form = useForm<SignUpInput, unknown, z.output<typeof signUpSchema>>({
    resolver: signUpResolver.resolver,
    defaultValues: EMPTY as SignUpInput,
  });
  const { register, handleSubmit, formState, watch, setValue, reset } = form;
  const errors = formState.errors;
  const password = watch('password') ?? '';

  // The resolver hands over the schema's output (trimmed, empty optional fields dropped).
  const onSubmit = handleSubmit(async (v) => {
    // The account's language (mails, texts): this page's; on an English page the server takes
    // the remembered choice (mizani_lang cookie), so English is not sent over it.
    const { error } = await signUp(v, locale === 'en' ? undefined : locale, redirectTo);
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
    reset(EMPTY as SignUpInput);
    setRevealed(false);
    setSentTo(v.email);
  });

  const onGenerate = () => {
    setValue('password', generatePassword(), { shouldValidate: true, shouldDirty: true });
    setRevealed(true);
    toast.success(t('auth.generated'));
  };

  if (sentTo)
    return <CheckInbox email={sentTo} redirectTo={redirectTo} onBack={() => setSentTo(null)} />;

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
      <div className="grid gap-1 text-sm">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-navy-900"
            disabled={formState.isSubmitting}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'sign-up-terms-error' : undefined}
            {...register('acceptTerms')}
          />
          <span>
            {t('auth.consent.before')}{' '}
            <a className="underline" href={lp('/legal/terms')} target="_blank" rel="noopener">
              {t('auth.consent.terms')}
            </a>{' '}
            {t('auth.consent.and')}{' '}
            <a className="underline" href={lp('/legal/privacy')} target="_blank" rel="noopener">
              {t('auth.consent.privacy')}
            </a>
            {t('auth.consent.after')}
          </span>
        </label>
        {errors.acceptTerms ? (
          <p id="sign-up-terms-error" role="alert" className="font-medium text-destructive">
            {msg(errors.acceptTerms.message)}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.creating') : t('auth.create')}
      </Button>
    </form>
  );
}

/**
 * After sign-up (issue 34): where the verification mail went and a way to have it sent again
 * (the server allows 3 a minute per address and answers 429 past that), instead of a cleared form.
 */
function CheckInbox({
  email,
  redirectTo,
  onBack,
}: {
  email: string;
  redirectTo?: string;
  onBack: () => void;
}) {
  const { t, locale } = useT();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    const { error } = await resendVerificationEmail(
      email,
      locale === 'en' ? undefined : locale,
      redirectTo,
    );
    setSending(false);
    if (error) toast.error(t('auth.emailFailed'), { description: await errorTextLater(error) });
    else
      toast.success(t('auth.verificationSent'), { description: t('auth.checkInbox', { email }) });
  };
  return (
    <div className="grid gap-3 text-sm" role="status">
      <h2 className="text-lg font-semibold text-navy-900">{t('auth.created')}</h2>
      <p className="break-words">
        {t('auth.checkInboxAt')} <strong className="text-navy-900">{email}</strong>
      </p>
      <p className="text-muted-foreground">{t('auth.createdText')}</p>
      <p className="text-muted-foreground">{t('auth.noMail')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={sending} onClick={resend}>
          {t('auth.resendLink')}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('auth.otherEmail')}
        </Button>
      </div>
    </div>
  );
}
