import { Slot } from '@radix-ui/react-slot';
import { type ComponentProps, type ReactElement, type ReactNode, createContext, use, useEffect, useId, useRef, useState } from 'react';
import type * as Parts from './dialog-parts';

// Radix's dialog, with its focus trap and scroll lock, is ~11 kB gzip that no page needs before a
// dialog opens: it loads on the first opening, or when a trigger is pointed at or focused (decision 012).
const loadParts = () => import('./dialog-parts');
const preloadParts = () => void loadParts().catch(() => undefined);

interface DialogState extends Parts.OpenDialog {
  readonly open: boolean;
}

const DialogContext = createContext<DialogState | null>(null);
const PartsContext = createContext<typeof Parts | null>(null);

function required<T>(value: T | null, part: string, parent: string): T {
  if (value === null) throw new Error(`${part} must be inside ${parent}`);
  return value;
}

/** A modal dialog, always controlled: the caller owns `open` and answers `onOpenChange`. */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const contentId = useId();
  const triggerRef = useRef<HTMLElement>(null);
  return <DialogContext value={{ open, onOpenChange, contentId, triggerRef }}>{children}</DialogContext>;
}

/** Makes its one child (a Button) open the dialog; focus comes back to it when the dialog closes. */
export function DialogTrigger({ children }: { children: ReactElement }) {
  const { open, onOpenChange, contentId, triggerRef } = required(use(DialogContext), 'DialogTrigger', 'Dialog');
  return (
    <Slot
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={() => onOpenChange(!open)}
      onPointerEnter={preloadParts}
      onFocus={preloadParts}
    >
      {children}
    </Slot>
  );
}

/** The dialog's panel; nothing is rendered until it is open and its code has arrived. */
export function DialogContent(props: Parts.DialogContentProps) {
  const dialog = required(use(DialogContext), 'DialogContent', 'Dialog');
  const { open, onOpenChange } = dialog;
  const [parts, setParts] = useState<typeof Parts | null>(null);
  // Not React.lazy: a Suspense boundary's first reveal is held ~300 ms after its fallback shows,
  // which would slow every first opening. A failed load closes the dialog so a press can retry.
  useEffect(() => {
    if (!open || parts) return;
    let current = true;
    loadParts().then(
      (loaded) => current && setParts(loaded),
      () => current && onOpenChange(false),
    );
    return () => {
      current = false;
    };
  }, [open, parts, onOpenChange]);
  if (!open || !parts) return null;
  return (
    <PartsContext value={parts}>
      <parts.DialogFrame dialog={dialog} {...props} />
    </PartsContext>
  );
}

export function DialogTitle(props: ComponentProps<typeof Parts.DialogTitle>) {
  const parts = required(use(PartsContext), 'DialogTitle', 'DialogContent');
  return <parts.DialogTitle {...props} />;
}

export function DialogDescription(props: ComponentProps<typeof Parts.DialogDescription>) {
  const parts = required(use(PartsContext), 'DialogDescription', 'DialogContent');
  return <parts.DialogDescription {...props} />;
}
