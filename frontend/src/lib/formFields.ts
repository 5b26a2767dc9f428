/**
 * A dialog's form kept in one state object (the portfolio item, the credential): the props that
 * bind a TextField to one of its keys — its value, its change, its message under it, and its
 * `name`, by which `focusFirstInvalid` (useRuleForm.ts) finds the first field to fix.
 */
export function bindFields<F extends { [K in keyof F]: string }>(form: F, errors: Record<string, string | undefined>, set: (key: keyof F & string, value: string) => void) {
  return (key: keyof F & string, label: string) => ({
    name: key,
    label,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
  });
}
