import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * Asked before the founder marks their own task done when that changes what is owed: completing it earns part of
 * Charter's fee, so the refund if they cancel goes down (issue 27).
 */
export function ConfirmCompleteDialog({
  title,
  open,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string | undefined;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      {open && (
        <DialogContent
          title={`Mark “${title}” as done?`}
          description="Completing it counts towards Charter’s fee for this order, so the refund if you cancel goes down."
        >
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
              Not yet
            </Button>
            <Button type="button" onClick={onConfirm} loading={pending}>
              Mark as done
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
