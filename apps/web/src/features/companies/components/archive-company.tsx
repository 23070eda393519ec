import { Archive } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Company } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useArchiveCompany } from '../api/use-archive-company';

const normalize = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Owners archive a company after typing its name; nothing is deleted, the company just leaves every list. */
export function ArchiveCompany({ company, onArchived }: { company: Company; onArchived: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const archive = useArchiveCompany();
  const matches = normalize(typed) === normalize(company.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(`Type the company name, "${company.name}", to confirm`);
      return;
    }
    archive.mutate(
      { id: company.id, confirmName: typed },
      {
        onSuccess: () => {
          toast.success(`${company.name} was archived`);
          setOpen(false);
          onArchived();
        },
        onError: (cause) => setError(apiErrorDetail(cause, 'Archiving failed. Please try again.')),
      },
    );
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>Archive this company</CardTitle>
        <CardDescription>
          It leaves your company list and everyone else’s; reminders and calendar feeds stop and open invitations close. Its orders,
          documents and history are kept.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="secondary"
          className="border-red-300 text-red-800 hover:bg-red-50"
          onClick={() => {
            setTyped('');
            setError(null);
            setOpen(true);
          }}
        >
          <Archive aria-hidden="true" />
          Archive company
        </Button>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent title={`Archive ${company.name}?`} description="Type the company name to confirm.">
            <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
              <Field label="Company name" error={error ?? undefined}>
                <Input
                  value={typed}
                  autoComplete="off"
                  placeholder={company.name}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setError(null);
                  }}
                />
              </Field>
              <DialogFooter onCancel={() => setOpen(false)} cancelDisabled={archive.isPending}>
                <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={!matches} loading={archive.isPending}>
                  Archive company
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
