import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";

/**
 * The server's refusal of an account form, said once and in place (beside the button she pressed,
 * never also as a toast that would cover it on a phone). It goes as soon as she edits a field or
 * sends again, so an old refusal never stands beside a new error.
 */
export function useFormFailure<T extends FieldValues>(watch: UseFormWatch<T>) {
  const [failure, setFailure] = useState<ReactNode>(null);
  useEffect(() => {
    const subscription = watch(() => setFailure(null));
    return () => subscription.unsubscribe();
  }, [watch]);
  /** Wraps the form's submit: the old refusal goes first, even when the fields stop it there. */
  const clearing = (submit: (e?: FormEvent) => Promise<void>) => (e: FormEvent) => {
    setFailure(null);
    return submit(e);
  };
  return { failure, setFailure, clearing };
}
