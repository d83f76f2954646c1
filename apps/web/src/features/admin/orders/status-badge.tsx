import { cn } from '@/lib/cn';

/** docs/product.md §3: Delivered green, Processing blue, Shipped purple, anything else grey. */
const STATUS_CLASSES: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800',
  processing: 'bg-blue-100 text-blue-800',
  shipped: 'bg-purple-100 text-purple-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-3 py-1 text-xs font-semibold capitalize',
        STATUS_CLASSES[status.toLowerCase()] ?? 'bg-gray-100 text-gray-800',
      )}
    >
      {status}
    </span>
  );
}
