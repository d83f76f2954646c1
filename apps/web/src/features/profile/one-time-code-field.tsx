import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface OneTimeCodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Recovery codes hold letters; authenticator codes are six digits. */
  numeric?: boolean;
  error?: string | null;
}

/** A code field phones and password managers recognise (autocomplete one-time-code), its error tied to it. */
export function OneTimeCodeField({ label, value, onChange, numeric = true, error = null }: OneTimeCodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="one-time-code"
        inputMode={numeric ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={numeric ? 6 : 64}
        className="font-mono tracking-widest"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
