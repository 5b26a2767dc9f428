/**
 * What the publish dialogs (job, course, event) share: a form of strings checked by the common
 * rules before anything is sent (the server runs the same rules: backend/src/lib/rules.ts), each
 * message under its field, the first invalid field focused; a 400's field messages land the same
 * way. Selects are native (keyboard and phone pickers for free, and focusable by id).
 */
import { useId, useState, type ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { validateInput, type Rules } from '@conecta/common';
import { fieldErrors } from '../../api/errors';
import { labelOf } from '../../lib/labels';

export type FormStrings<K extends string> = Record<K, string>;

export function usePublishForm<K extends string>(initial: FormStrings<K>) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const idOf = (name: K) => `${prefix}-${name}`;

  /** A field's new value; its message goes until the next check. */
  const setValue = (name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  /** Shows the messages and focuses the first field (in `order`) that has one. */
  const report = (found: Record<string, string>, order: readonly string[]) => {
    setErrors(found as Partial<Record<K, string>>);
    const first = order.find((name) => found[name]);
    if (first) document.getElementById(idOf(first as K))?.focus();
  };

  /** Checks the input built from the form; answers the cleaned value, or null after showing the problems. */
  function check<R extends Rules>(rules: R, input: Record<string, unknown>, extra: (value: Record<string, unknown>) => Record<string, string> = () => ({})) {
    const result = validateInput(rules, input);
    const found = result.ok ? extra(result.value as Record<string, unknown>) : (result.errors as Record<string, string>);
    if (Object.keys(found).length > 0) {
      report(found, Object.keys(rules));
      return null;
    }
    setErrors({});
    return result.value!;
  }

  /** The server's field messages of a failed request (the toast comes from the mutation listener). */
  const reportServer = (error: unknown, order: readonly string[]) => report(fieldErrors(error), order);

  const field = (name: K, label: string): TextFieldProps => ({
    id: idOf(name),
    name,
    label,
    value: values[name],
    onChange: (event) => setValue(name, event.target.value),
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });

  return { values, errors, field, idOf, setValue, check, reportServer };
}

/** A native select of enum values with an empty first choice ('Selecione...'). */
export function SelectField({
  values,
  labels,
  emptyLabel = 'Selecione...',
  ...props
}: TextFieldProps & { values: readonly string[]; labels?: Record<string, string>; emptyLabel?: string }): ReactNode {
  return (
    <TextField {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{emptyLabel}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels?.[value] ?? labelOf(value)}
        </option>
      ))}
    </TextField>
  );
}
