import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_MODES,
  API_SCOPES,
  ApiKeyCreateSchema,
  type ApiKeyCreate,
} from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClasses } from '@/components/ui/labelled-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-messages';
import { cn } from '@/lib/utils';
import { useFormMessage } from '@/lib/i18n/messages';
import { useT } from '@/lib/i18n/use-t';
import { EXPIRY_IDS, MODE_IDS, SCOPE_IDS } from './labels';
import { CodeChecklist } from './CodeChecklist';
import { createApiKey, developersKeys } from '../api/developers';

const EMPTY: ApiKeyCreate = {
  name: '',
  mode: 'live',
  scopes: ['rates:read'],
  ipAllowlist: '',
  expiresIn: '90',
  password: '',
};

/** New API key: mode, name, scopes, optional IP allow-list, expiry, and the password to confirm. */
export function ApiKeyForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const qc = useQueryClient();
  const { t } = useT();
  const msg = useFormMessage();
  const form = useForm<ApiKeyCreate>({
    resolver: zodResolver(ApiKeyCreateSchema) as never,
    defaultValues: EMPTY,
  });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: ({ secret }) => {
      form.reset(EMPTY);
      void qc.invalidateQueries({ queryKey: developersKeys.keys });
      onCreated(secret);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields)
        for (const [k, v] of Object.entries(err.fields))
          form.setError(k as keyof ApiKeyCreate, { message: v });
      toast.error(t('dev.keyNotCreated'), { description: errorText(err) });
    },
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium leading-none">{t('dev.mode')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {API_KEY_MODES.map((m) => (
            <label
              key={m}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-lg border border-input p-3 text-sm transition-colors',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                mode === m && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                value={m}
                className="mt-0.5 accent-[var(--color-primary)]"
                {...form.register('mode')}
              />
              <span>
                <span className="block font-medium text-foreground">{t(MODE_IDS[m].label)}</span>
                <span className="block text-xs text-muted-foreground">{t(MODE_IDS[m].hint)}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.mode?.message ? (
          <p className="text-sm text-destructive">{msg(errors.mode.message)}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('dev.keyName')}
          required
          error={errors.name?.message}
          hint={t('dev.keyNameHint')}
        >
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormField label={t('dev.expiresLabel')} required error={errors.expiresIn?.message}>
          <select className={selectClasses} {...form.register('expiresIn')}>
            {API_KEY_EXPIRY_CHOICES.map((c) => (
              <option key={c} value={c}>
                {t(EXPIRY_IDS[c])}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <CodeChecklist
        legend={t('dev.scopes')}
        codes={API_SCOPES}
        labels={SCOPE_IDS}
        field={form.register('scopes')}
        error={errors.scopes?.message}
      />
      <FormField
        label={t('dev.ipAllowlist')}
        error={errors.ipAllowlist?.message}
        hint={t('dev.ipAllowlistHint', { examples: '203.0.113.0/24, 2001:db8::1' })}
      >
        <Textarea rows={2} className="font-mono text-sm" {...form.register('ipAllowlist')} />
      </FormField>
      <FormField
        label={t('dev.yourPassword')}
        required
        error={errors.password?.message}
        hint={t('dev.passwordHint')}
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('dev.createKey')}
        </Button>
      </div>
    </form>
  );
}
