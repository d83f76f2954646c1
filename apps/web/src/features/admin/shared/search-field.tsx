import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The labelled search box above an admin list. */
export function SearchField({ id, label, value, onChange, className }: SearchFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
