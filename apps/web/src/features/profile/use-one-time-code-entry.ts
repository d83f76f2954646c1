import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { codeCheckMessage } from '@/lib/appwrite-error';
import { errorMessage } from './use-two-step';

/**
 * The code typed into a OneTimeCodeField, checked before `verify` sends it: spaces are dropped,
 * and a code `check` refuses is reported at the field instead of going to the server.
 */
export function useOneTimeCodeEntry<TData>(verify: UseMutationResult<TData, Error, string>, check: (code: string) => string | null) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const otp = code.replace(/\s/g, '');
    const problem = check(otp);
    setInvalid(problem);
    if (!problem) verify.mutate(otp);
  }

  /** Starts over: an empty field, with no message from before. */
  function clear() {
    setCode('');
    setInvalid(null);
    verify.reset();
  }

  const error =
    invalid ??
    (verify.isError
      ? codeCheckMessage(verify.error, (failure) => errorMessage(failure, 'The code could not be checked. Please try again.'))
      : null);
  return { field: { value: code, onChange: setCode, error }, handleSubmit, clear };
}
