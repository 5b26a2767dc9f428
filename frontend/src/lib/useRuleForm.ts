/**
 * A form checked by the shared rules of common/src/rules.ts, the ones the
 * server's Joi is built from: the same verdicts and Portuguese messages on
 * both sides (backend/test/rules.test.ts). `submit` sends the cleaned values
 * (trimmed, blanks dropped); a 400's field messages land under their fields.
 * After a refused submit the first field in error takes the focus, so a keyboard or screen-reader
 * user lands on what to fix (its message is its description) instead of on the button.
 */
import { useState, type FormEvent } from 'react';
import { validateInput, type Rules } from '@conecta/common';
import { fieldErrors } from '../api/errors';

export type FormValues<R extends Rules> = Record<keyof R, string>;
type Cleaned<R extends Rules> = Extract<ReturnType<typeof validateInput<R>>, { ok: true }>['value'];

/**
 * `crossCheck`: the rules that span fields (common's `salaryOrderError`, `passwordChangeError`), run
 * once every field passed its own; their messages land and take the focus the same way.
 */
export function useRuleForm<R extends Rules>(
  rules: R,
  initial: FormValues<R>,
  send: (value: Cleaned<R>) => Promise<void>,
  crossCheck: (value: Cleaned<R>) => Record<string, string> = () => ({}),
) {
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateInput(rules, values);
    const found: Record<string, string | undefined> = result.ok ? crossCheck(result.value) : result.errors;
    setErrors(found as Partial<Record<keyof R, string>>);
    if (!result.ok || Object.keys(found).length > 0) {
      focusFirstInvalid(form, Object.keys(rules), found);
      return;
    }
    try {
      await send(result.value);
    } catch (error) {
      // The toast comes from the mutation listener; the server's field messages go under the fields.
      const serverErrors = fieldErrors(error);
      setErrors(serverErrors as Partial<Record<keyof R, string>>);
      focusFirstInvalid(form, Object.keys(rules), serverErrors);
    }
  };

  return { values, field, submit };
}

/**
 * Focuses the first field (in the rules' order) that has a message. A MUI Select keeps its value in
 * a hidden input; its focusable part is the combobox beside it.
 */
export function focusFirstInvalid(form: HTMLFormElement, order: string[], errors: Record<string, string | undefined>): void {
  const name = order.find((field) => errors[field]);
  if (!name) return;
  const element = form.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return;
  const hidden = element.getAttribute('aria-hidden') === 'true' || (element instanceof HTMLInputElement && element.tabIndex < 0);
  const target = hidden ? element.parentElement?.querySelector<HTMLElement>('[role="combobox"]') : element;
  target?.focus();
}
