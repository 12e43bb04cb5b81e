import { useEffect } from 'react';
import type { FieldValues, UseFormClearErrors, UseFormWatch } from 'react-hook-form';

/**
 * For forms whose message stays until the user changes something: any change clears it, and the next
 * submit checks again (pair with `reValidateMode: 'onSubmit'`).
 */
export function useErrorsClearedOnChange<Fields extends FieldValues>({
  watch,
  clearErrors,
}: {
  watch: UseFormWatch<Fields>;
  clearErrors: UseFormClearErrors<Fields>;
}) {
  useEffect(() => {
    const subscription = watch(() => clearErrors());
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
}
