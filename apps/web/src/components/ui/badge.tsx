import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      sage: 'bg-sage-100 text-forest',
      terracotta: 'bg-terracotta-dark text-white',
      outline: 'border border-forest/30 text-forest',
      muted: 'bg-cream-deep text-muted',
      danger: 'bg-danger text-white',
    },
  },
  defaultVariants: { variant: 'sage' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
