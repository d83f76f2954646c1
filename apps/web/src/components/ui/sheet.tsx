import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A panel sliding in from the side (the mobile menu), built on the dialog primitive. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-forest-deep/40" />
      <DialogPrimitive.Content
        className={cn('fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-cream p-6 shadow-xl', className)}
        {...props}
      >
        {/* First in the panel: Radix focuses the first button on open (links are skipped), and
            that must be Close, never an action such as Logout further down. */}
        <DialogPrimitive.Close
          className="absolute right-4 top-4 rounded-full p-2 text-muted hover:bg-sage-100 cursor-pointer"
          aria-label="Close menu"
        >
          <X className="size-5" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
