import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hide the close button for dialogs the user must complete (e.g. onboarding). */
  dismissible?: boolean;
}

export function DialogContent({ className, title, description, dismissible = true, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        onEscapeKeyDown={dismissible ? undefined : (event) => event.preventDefault()}
        onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="mb-4 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-ink">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="mt-1 text-sm text-muted">{description}</DialogPrimitive.Description>}
        </div>
        {children}
        {dismissible && (
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-md p-1 text-muted hover:bg-slate-100 hover:text-ink"
            aria-label="Close"
          >
            <X className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

interface ItemDialogProps<T> {
  /** The item shown; the dialog is open while there is one. */
  item: T | null | undefined;
  /** Closing (Escape, the X, outside) asks the owner to forget the item. */
  onClose: () => void;
  title: (item: T) => ReactNode;
  description?: (item: T) => ReactNode;
  className?: string;
  children: (item: T) => ReactNode;
}

/** A dialog about one item of a list (a task, a booking): open while `item` is set, its content drawn from it. */
export function ItemDialog<T>({ item, onClose, title, description, className, children }: ItemDialogProps<T>) {
  return (
    <Dialog open={item != null} onOpenChange={(next) => !next && onClose()}>
      {item != null && (
        <DialogContent className={className} title={title(item)} description={description?.(item)}>
          {children(item)}
        </DialogContent>
      )}
    </Dialog>
  );
}

interface DialogFooterProps {
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** While the confirm button's request runs. */
  cancelDisabled?: boolean;
  className?: string;
  /** The confirm button (and any other). */
  children: ReactNode;
}

/** A dialog's buttons: right-aligned, the confirm button last; stacked on a phone with the confirm button on top. */
export function DialogFooter({ onCancel, cancelDisabled, className, children }: DialogFooterProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
          Cancel
        </Button>
      )}
      {children}
    </div>
  );
}
