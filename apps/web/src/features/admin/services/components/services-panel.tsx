import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import {
  adminServiceStatuses,
  formatMajor,
  serviceCategories,
  serviceCountries,
  type AdminService,
  type AdminServiceListQuery,
  type AdminServiceStatus,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { FilterSelects, type FilterField } from '@/components/ui/filter-select';
import { toast } from '@/components/ui/toaster';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table';
import { PanelHeading } from '@/components/ui/panel-heading';
import { ApiError } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { useRestoreAdminService } from '../api/mutations';
import { adminServiceQueries } from '../api/queries';
import { DeleteServiceDialog } from './delete-service-dialog';
import { ServiceFormDialog } from './service-form-dialog';

const countryLabels = { India: 'India', US: 'USA', UK: 'UK' } as const;
const statusLabels: Record<AdminServiceStatus, string> = { active: 'Active', inactive: 'Inactive', archived: 'Archived' };
const statusTone = { active: 'success', inactive: 'neutral', archived: 'warning' } as const;

const serviceFilterFields = (ids: string): FilterField<Omit<AdminServiceListQuery, 'q'>>[] => [
  { key: 'country', id: `${ids}-country`, label: 'Country', all: 'All countries', options: serviceCountries, labels: countryLabels },
  { key: 'category', id: `${ids}-category`, label: 'Category', all: 'All categories', options: serviceCategories },
  {
    key: 'status',
    id: `${ids}-status`,
    label: 'Status',
    all: 'All statuses',
    options: adminServiceStatuses,
    labels: statusLabels,
    className: 'col-span-2 sm:col-span-1',
  },
];

const priceOf = (service: AdminService) => formatMajor(service.price, service.currency);
const ordersOf = (count: number) => (count === 0 ? 'No orders' : count === 1 ? '1 order' : `${count} orders`);

type Dialog = { kind: 'form'; service: AdminService | null } | { kind: 'delete'; service: AdminService } | null;

/** The admin "Services" tab: the whole catalogue with filters; add, edit, delete (or archive) and restore services. */
export function ServicesPanel() {
  const [filters, setFilters] = useState<Omit<AdminServiceListQuery, 'q'>>({});
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const services = useQuery(adminServiceQueries.list({ ...filters, q: q || undefined }));
  const restore = useRestoreAdminService();
  const [dialog, setDialog] = useState<Dialog>(null);
  const wide = useMediaQuery('(min-width: 1024px)');
  const ids = useId();
  const filtered = Boolean(filters.country || filters.category || filters.status || q);

  const restoreService = (service: AdminService) =>
    restore.mutate(service.id, {
      onSuccess: (restored) => toast.success('Service restored', { description: `${restored.name} is back on the products page.` }),
      onError: (error) => {
        const detail = error instanceof ApiError && !error.isNetworkError ? error.detail : undefined;
        toast.error('Failed to restore service', detail ? { description: detail } : undefined);
      },
    });

  const actions = (service: AdminService) => ({
    edit: () => setDialog({ kind: 'form', service }),
    remove: () => setDialog({ kind: 'delete', service }),
    restore: () => restoreService(service),
    restoring: restore.isPending && restore.variables === service.id,
  });

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-5">
        <PanelHeading
          title="Services"
          actions={
            <Button onClick={() => setDialog({ kind: 'form', service: null })} className="w-full sm:w-fit">
              <Plus aria-hidden="true" /> Add service
            </Button>
          }
        >
          The catalogue founders buy from on the products page, with archived and inactive services.
        </PanelHeading>

        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="search" aria-label="Filter services">
          <div className="col-span-2 grid gap-1.5 lg:col-span-1">
            <Label htmlFor={`${ids}-q`}>Search</Label>
            <SearchInput id={`${ids}-q`} placeholder="Name or description" value={search} onValueChange={setSearch} />
          </div>
          <FilterSelects filters={filters} onChange={(change) => setFilters({ ...filters, ...change })} fields={serviceFilterFields(ids)} />
        </div>

        <div aria-live="polite" aria-busy={services.isFetching || undefined}>
          <QueryState
            query={services}
            what="services"
            isEmpty={(data) => data.services.length === 0}
            empty={filtered ? 'No services match these filters.' : 'No services yet.'}
            emptyAction={
              filtered ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setFilters({});
                    setSearch('');
                  }}
                >
                  Clear filters
                </Button>
              ) : (
                <Button size="sm" onClick={() => setDialog({ kind: 'form', service: null })}>
                  Add the first service
                </Button>
              )
            }
          >
            {(data) => (
              <>
                <p className="mb-3 text-sm text-muted">
                  {data.services.length} {data.services.length === 1 ? 'service' : 'services'}
                </p>
                {wide ? (
                  <ServicesTable services={data.services} actions={actions} />
                ) : (
                  <ul aria-label="Services" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    {data.services.map((service) => (
                      <ServiceCard key={service.id} service={service} {...actions(service)} />
                    ))}
                  </ul>
                )}
              </>
            )}
          </QueryState>
        </div>
      </CardContent>

      <ServiceFormDialog
        open={dialog?.kind === 'form'}
        service={dialog?.kind === 'form' ? dialog.service : null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <DeleteServiceDialog service={dialog?.kind === 'delete' ? dialog.service : null} onOpenChange={(open) => !open && setDialog(null)} />
    </Card>
  );
}

interface RowActions {
  edit: () => void;
  remove: () => void;
  restore: () => void;
  restoring: boolean;
}

/** Part of the catalogue Charter seeds: deleting it archives it. */
function SeededBadge({ service }: { service: AdminService }) {
  return service.seeded ? (
    <Badge tone="outline" className="ml-1 align-middle" title="Part of Charter’s built-in catalogue">
      Built-in
    </Badge>
  ) : null;
}

function ServiceStatus({ service }: { service: AdminService }) {
  return <StatusBadge status={service.status} tones={statusTone} labels={statusLabels} />;
}

function Actions({ service, edit, remove, restore, restoring }: { service: AdminService } & RowActions) {
  if (service.status === 'archived') {
    return (
      <Button size="sm" variant="secondary" onClick={restore} loading={restoring} aria-label={`Restore ${service.name}`}>
        {!restoring && <RotateCcw aria-hidden="true" />} Restore
      </Button>
    );
  }
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={edit} aria-label={`Edit ${service.name}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={remove} aria-label={`Delete ${service.name}`} className="text-red-700 hover:text-red-800">
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}

function ServicesTable({ services, actions }: { services: AdminService[]; actions: (service: AdminService) => RowActions }) {
  return (
    <div className="overflow-x-auto">
      <Table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">Services</caption>
        <TableColumns
          className="font-semibold"
          headClassName="px-4 py-3"
          columns={[
            { label: 'Service', className: 'pl-0' },
            { label: 'Country', className: 'w-24' },
            { label: 'Category', className: 'w-28' },
            { label: 'Price', className: 'w-32 text-right' },
            { label: 'Status', className: 'w-28' },
            { label: 'Orders', className: 'w-28' },
            { label: 'Actions', className: 'w-48 pr-0 text-right' },
          ]}
        />
        <TableBody>
          {services.map((service) => (
            <TableRow key={service.id} className="border-b border-line last:border-0" data-testid="admin-service-row">
              <TableCell className="py-3 pr-4 align-top">
                <p className="font-medium text-ink">
                  {service.name} <SeededBadge service={service} />
                </p>
                <p className="mt-0.5 line-clamp-2 text-muted">{service.description}</p>
              </TableCell>
              <TableCell className="px-4 py-3 align-top">{countryLabels[service.country]}</TableCell>
              <TableCell className="px-4 py-3 align-top">{service.category}</TableCell>
              <TableCell className="px-4 py-3 text-right align-top tabular-nums">{priceOf(service)}</TableCell>
              <TableCell className="px-4 py-3 align-top">
                <ServiceStatus service={service} />
              </TableCell>
              <TableCell className="whitespace-nowrap px-4 py-3 align-top tabular-nums text-muted">
                {ordersOf(service.order_count)}
              </TableCell>
              <TableCell className="py-3 pl-4 align-top">
                <div className="flex justify-end">
                  <Actions service={service} {...actions(service)} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ServiceCard({ service, ...actions }: { service: AdminService } & RowActions) {
  return (
    <li className="grid gap-2 rounded-xl border border-line p-4 text-sm" data-testid="admin-service-row">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-ink">
          {service.name} <SeededBadge service={service} />
        </p>
        <ServiceStatus service={service} />
      </div>
      <p className="line-clamp-2 text-muted">{service.description}</p>
      <p className="text-muted">
        {countryLabels[service.country]} · {service.category} · {ordersOf(service.order_count)}
      </p>
      <p className="font-semibold tabular-nums text-ink">{priceOf(service)}</p>
      <Actions service={service} {...actions} />
    </li>
  );
}
