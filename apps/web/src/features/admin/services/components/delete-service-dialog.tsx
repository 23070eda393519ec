import type { AdminService } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useDeleteAdminService } from '../api/mutations';

interface DeleteServiceDialogProps {
  service: AdminService | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec §5: deleting a service asks first, and says beforehand when it will be archived instead. */
export function DeleteServiceDialog({ service, onOpenChange }: DeleteServiceDialogProps) {
  const remove = useDeleteAdminService();
  const keeps =
    service && service.order_count > 0
      ? `${service.order_count === 1 ? 'One order names' : `${service.order_count} orders name`} it, so it will be archived: hidden from founders and kept for those orders.`
      : service?.seeded
        ? 'It is part of the catalogue Charter seeds, so it will be archived (hidden from founders) rather than deleted; you can restore it later.'
        : 'No order names it, so it is deleted for good.';

  const confirm = () => {
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: (result) => {
        if (result.outcome === 'deleted') toast.success('Service deleted successfully', { description: result.message });
        else toast.success('Service archived', { description: result.message });
        onOpenChange(false);
      },
      onError: (error) => {
        const detail = error instanceof ApiError && !error.isNetworkError ? error.detail : undefined;
        toast.error('Failed to delete service', detail ? { description: detail } : undefined);
      },
    });
  };

  return (
    <Dialog open={service !== null} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      {service && (
        <DialogContent role="alertdialog" title={`Delete ${service.name}?`} description={keeps}>
          <p className="text-sm text-muted">It leaves every founder’s cart that holds it.</p>
          <DialogFooter className="mt-6">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" variant="danger" loading={remove.isPending} onClick={confirm}>
              {service.order_count > 0 || service.seeded ? 'Archive service' : 'Delete service'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
