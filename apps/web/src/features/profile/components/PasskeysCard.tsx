import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Fingerprint, KeyRound } from 'lucide-react';
import { passkeyNameSchema, type SecurityOverview } from '@mizani/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describeError, errorText } from '@/lib/error-messages';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import {
  addPasskey,
  deletePasskey,
  renamePasskey,
  useRefreshSecurity,
} from '../api/sign-in-methods';

type NameForm = { name: string };

/** Passkeys: sign in with the device's lock (fingerprint, face, PIN) instead of a password. */
export function PasskeysCard({ overview }: { overview: SecurityOverview }) {
  const passkeys = overview.factors.filter((f) => f.type === 'webauthn');
  const last = overview.signInWays <= 1;
  const refresh = useRefreshSecurity();
  const { t } = useT();
  const fmt = useFormat();
  const remove = async (id: string) => {
    const { error } = await deletePasskey(id);
    if (error) {
      toast.error(t('security.passkeyRemoveError'), {
        description: describeError(error).description,
      });
      return;
    }
    toast.success(t('security.passkeyRemoved'));
    await refresh();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('security.passkeysTitle')}</CardTitle>
        <CardDescription>{t('security.passkeysIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {passkeys.length === 0 ? (
          <p className="text-sm text-slate-700">{t('security.noPasskeys')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('security.yourPasskeys')}>
            {passkeys.map((p) => (
              <li
                key={p.id}
                data-testid="passkey-row"
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3 text-sm">
                  <Fingerprint
                    className="mt-0.5 size-5 shrink-0 text-slate-600"
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-navy-900">{p.friendlyName}</p>
                    {p.createdAt ? (
                      <p className="text-slate-700">
                        {t('security.added', { date: fmt.dateTime(p.createdAt) })}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="flex gap-2">
                  <NameDialog
                    title={t('security.renamePasskey')}
                    trigger={t('security.rename')}
                    triggerLabel={t('security.renameNamed', { name: p.friendlyName })}
                    initial={p.friendlyName}
                    submit={t('security.saveName')}
                    onName={async (name) => {
                      const { error } = await renamePasskey(p.id, name);
                      if (error) return error;
                      toast.success(t('security.passkeyRenamed'));
                      return null;
                    }}
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('security.removeNamed', { name: p.friendlyName })}
                    disabled={last}
                    title={last ? t('security.lastWay') : undefined}
                    onClick={() => remove(p.id)}
                  >
                    {t('security.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <NameDialog
          title={t('security.addPasskey')}
          trigger={t('security.addPasskey')}
          initial=""
          submit={t('security.continue')}
          description={t('security.addPasskeyIntro')}
          onName={async (name) => {
            const res = await addPasskey(name);
            if (res?.error) return res.error;
            toast.success(t('security.passkeyAdded'), {
              description: t('security.passkeyAddedDetail'),
            });
            return null;
          }}
        />
      </CardContent>
    </Card>
  );
}

/** A one-field dialog: the passkey's name (add, rename). */
function NameDialog(props: {
  title: string;
  trigger: string;
  triggerLabel?: string;
  description?: string;
  initial: string;
  submit: string;
  onName: (name: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const refreshSecurity = useRefreshSecurity();
  const { t } = useT();
  const form = useForm<NameForm>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: props.initial },
  });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    const error = await props.onName(name);
    if (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERROR_CEREMONY_ABORTED' || code === 'AUTH_CANCELLED') {
        form.setError('name', { message: t('security.passkeyNotCreated') });
        return;
      }
      form.setError('name', { message: errorText(error) }, { shouldFocus: true });
      return;
    }
    setOpen(false);
    form.reset({ name: props.initial });
    await refreshSecurity();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.reset({ name: props.initial });
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant={props.initial ? 'outline' : 'default'}
          size={props.initial ? 'sm' : 'default'}
          aria-label={props.triggerLabel}
          className={props.initial ? undefined : 'justify-self-start'}
        >
          {props.initial ? null : <KeyRound aria-hidden="true" />}
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description ?? t('security.nameIntro')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField
            label={t('security.passkeyName')}
            required
            error={form.formState.errors.name?.message}
          >
            <Input
              autoComplete="off"
              placeholder={t('security.passkeyNamePlaceholder')}
              {...form.register('name')}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              aria-busy={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? t('security.waitingDevice') : props.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
