import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

/** A message per invalid field; a field without one is valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What `field(name)` gives a text field, password field or select. */
export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
}

export interface UseFormOptions<V, K extends string> {
  /** Starting values (a function runs once). Mount the form anew (a new `key`) to start over. */
  initial: V | (() => V);
  /** Pure check of all values, fields in screen order (the first error gets focus). */
  validate: (values: V) => FieldErrors<K>;
  /** Called with the errors of a refused submit (e.g. to toast one of them). */
  onInvalid?: (errors: FieldErrors<K>) => void;
  /** Runs with valid values; may answer errors found later (a 409 on the e-mail), shown like the others. */
  onSubmit: (values: V) => void | FieldErrors<K> | Promise<void | FieldErrors<K>>;
}

/**
 * The console's form state (one small hook rather than a form library: three short forms, validation as
 * pure functions in each feature's model.ts): values, per-field errors cleared as the field is edited,
 * validation on submit and focus on the first invalid field, found by its `name` in the form.
 */
export function useForm<V extends object, K extends Extract<keyof V, string> = Extract<keyof V, string>>({
  initial,
  validate,
  onInvalid,
  onSubmit,
}: UseFormOptions<V, K>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const setValue = useCallback(<N extends keyof V>(name: N, value: V[N]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as unknown as K] ? { ...e, [name]: undefined } : e));
  }, []);

  /** Shows `found`; focuses the first invalid field and answers true when there is one. */
  const report = (form: HTMLFormElement, found: FieldErrors<K>): boolean => {
    setErrors(found);
    const first = (Object.keys(found) as K[]).find((k) => found[k]);
    if (!first) return false;
    const el = form.elements.namedItem(first);
    if (el instanceof HTMLElement) el.focus();
    return true;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(values);
    if (report(form, found)) {
      onInvalid?.(found);
      return;
    }
    const late = await onSubmit(values);
    if (late) report(form, late);
  };

  /** Props of a text field, password field or select bound to `name` (its value must be a string). */
  const field = (name: K): FieldProps => ({
    name,
    value: values[name] as unknown as string,
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value as V[K]),
  });

  /** Props of a checkbox bound to `name` (its value must be a boolean). */
  const checkbox = (name: Extract<keyof V, string>) => ({
    name,
    checked: values[name] as unknown as boolean,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.checked as V[typeof name]),
  });

  return { values, errors, setValue, field, checkbox, onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e) };
}
