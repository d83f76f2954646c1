import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type RefObject, useState } from 'react';
import { cn } from '@/lib/cn';

/** What dialog.tsx knows of an open dialog and hands to the Radix parts. */
export interface OpenDialog {
  readonly contentId: string;
  readonly onOpenChange: (open: boolean) => void;
  /** The DialogTrigger's element, when the dialog has one. */
  readonly triggerRef: RefObject<HTMLElement | null>;
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/**
 * The Radix dialog behind dialog.tsx, mounted only while open: focus trap, Escape, outside
 * press, scroll lock and the page hidden from assistive technology.
 */
export function DialogFrame({ dialog, className, children, ...props }: DialogContentProps & { dialog: OpenDialog }) {
  // A dialog opened from page state has no DialogTrigger; focus then goes back to whatever had it
  // when the dialog opened (the button pressed), as a native <dialog> does. This frame mounts on
  // each opening, before Radix moves focus inside, so the first render still sees that element.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <DialogPrimitive.Root open onOpenChange={dialog.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-forest-deep/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          id={dialog.contentId}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-[var(--radius-card)] bg-cream p-6 shadow-xl',
            className,
          )}
          {...props}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to its own trigger, and the trigger here is dialog.tsx's (or none).
            const target = dialog.triggerRef.current ?? opener;
            if (!target?.isConnected || target === document.body) return;
            event.preventDefault();
            target.focus();
          }}
        >
          {children}
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-full p-1 text-muted hover:bg-sage-100 cursor-pointer"
            aria-label="Close"
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-2xl font-semibold text-forest', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
