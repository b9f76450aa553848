import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
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
import { formatDateTime } from '@/lib/format';
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
  const remove = async (id: string) => {
    const { error } = await deletePasskey(id);
    if (error) {
      toast.error('Could not remove the passkey', {
        description: describeError(error).description,
      });
      return;
    }
    toast.success('Passkey removed');
    await refresh();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Passkeys</CardTitle>
        <CardDescription>
          Sign in with your device&apos;s fingerprint, face or PIN: no password, and nothing a fake
          site can steal. A passkey needs no second factor.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {passkeys.length === 0 ? (
          <p className="text-sm text-slate-700">No passkeys yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Your passkeys">
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
                      <p className="text-slate-700">Added {formatDateTime(p.createdAt)}</p>
                    ) : null}
                  </div>
                </div>
                <div className="flex gap-2">
                  <NameDialog
                    title="Rename passkey"
                    trigger="Rename"
                    triggerLabel={`Rename ${p.friendlyName}`}
                    initial={p.friendlyName}
                    submit="Save name"
                    onName={async (name) => {
                      const { error } = await renamePasskey(p.id, name);
                      if (error) return error;
                      toast.success('Passkey renamed');
                      return null;
                    }}
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${p.friendlyName}`}
                    disabled={last}
                    title={last ? 'Your last way to sign in cannot be removed' : undefined}
                    onClick={() => remove(p.id)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <NameDialog
          title="Add a passkey"
          trigger="Add a passkey"
          initial=""
          submit="Continue"
          description="Name it after the device or password manager that keeps it. Your browser then asks you to confirm with your fingerprint, face or PIN."
          onName={async (name) => {
            const res = await addPasskey(name);
            if (res?.error) return res.error;
            toast.success('Passkey added', { description: 'Next time, sign in with it.' });
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
  const form = useForm<NameForm>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: props.initial },
  });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    const error = await props.onName(name);
    if (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERROR_CEREMONY_ABORTED' || code === 'AUTH_CANCELLED') {
        form.setError('name', { message: 'The passkey was not created. Try again when ready.' });
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
          <DialogDescription>
            {props.description ?? 'Choose a name you will recognise.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Passkey name" required error={form.formState.errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Work laptop" {...form.register('name')} />
          </FormField>
          <DialogFooter>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              aria-busy={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? 'Waiting for your device...' : props.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
