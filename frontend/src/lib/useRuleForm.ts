/**
 * A form checked by the shared rules of common/src/rules.ts, the ones the
 * server's Joi is built from: the same verdicts and Portuguese messages on
 * both sides (backend/test/rules.test.ts). `submit` sends the cleaned values
 * (trimmed, blanks dropped); a 400's field messages land under their fields.
 */
import { useState, type FormEvent } from 'react';
import { validateInput, type Rules } from '@conecta/common';
import { fieldErrors } from '../api/errors';

export type FormValues<R extends Rules> = Record<keyof R, string>;
type Cleaned<R extends Rules> = Extract<ReturnType<typeof validateInput<R>>, { ok: true }>['value'];

export function useRuleForm<R extends Rules>(rules: R, initial: FormValues<R>, send: (value: Cleaned<R>) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof R, string>>>({});

  /** Props of one field's TextField: value, change (clears its message), error and helper text. */
  const field = (name: keyof R & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateInput(rules, values);
    setErrors(result.errors as Partial<Record<keyof R, string>>);
    if (!result.ok) return;
    try {
      await send(result.value);
    } catch (error) {
      // The toast comes from the mutation listener; the server's field messages go under the fields.
      setErrors(fieldErrors(error) as Partial<Record<keyof R, string>>);
    }
  };

  return { values, field, submit };
}
