import { useWatch, type FieldValues } from 'react-hook-form';
import { CurrencySelect } from '@/components/currency-select';
import { Field, useRegisteredField, type FieldProps } from './form-parts';

// Apart from form-parts: the flags it shows are 3 kB gzip the contact form does not need.

/** A labelled currency picker (flag, code and name) bound to `name`. */
function CurrencyField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  currencies,
}: FieldProps<T> & { currencies: readonly string[] }) {
  const f = useRegisteredField<T>(name, !!hint);
  const value = useWatch<T>({ name }) as string | undefined;
  return (
    <Field id={f.id} label={label} required={required} error={f.error} hint={hint}>
      <CurrencySelect required={required} currencies={currencies} currency={value} {...f.control} />
    </Field>
  );
}

/** CurrencyField typed to one form's values, as fieldsFor does for the others. */
export const currencyFieldFor = <T extends FieldValues>() => CurrencyField<T>;
