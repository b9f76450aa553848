import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { Input } from './input';

/** Password input with a Show/Hide toggle; `revealed` lets the generator reveal it. */
export function PasswordInput({
  revealed,
  onRevealedChange,
  ...props
}: ComponentProps<'input'> & { revealed?: boolean; onRevealedChange?: (v: boolean) => void }) {
  const { t } = useT();
  const [own, setOwn] = useState(false);
  const shown = revealed ?? own;
  const set = onRevealedChange ?? setOwn;
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => set(!shown)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-600 hover:text-navy-900"
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
      >
        {shown ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
