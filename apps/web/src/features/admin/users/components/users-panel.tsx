import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserStats, AdminUsersQuery } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { QueryState } from '@/components/ui/query-state';
import { FilterSelects, type FilterField } from '@/components/ui/filter-select';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDebounced } from '@/lib/use-debounced';
import { adminUserQueries } from '../api/queries';
import { designationText, formatDate, formatDateTime, StatusBadge, UserDetailDialog } from './user-detail-dialog';

const designations = ['founder', 'manager', 'partner', 'none'] as const;
const designationLabels = { founder: 'Founder', manager: 'Manager', partner: 'Partner', none: 'Not chosen' };

type UserFilters = Pick<AdminUsersQuery, 'designation' | 'status'>;
const userFilterFields = (ids: string): FilterField<UserFilters>[] => [
  { key: 'designation', id: `${ids}-designation`, label: 'Designation', all: 'All', options: designations, labels: designationLabels },
  {
    key: 'status',
    id: `${ids}-status`,
    label: 'Status',
    all: 'All',
    options: ['active', 'disabled'],
    labels: { active: 'Active', disabled: 'Disabled' },
  },
];

const number = new Intl.NumberFormat('en-IN');

function UserFigures({ stats }: { stats: AdminUserStats }) {
  const figures = [
    ['Users', stats.total],
    ['Verified', stats.verified],
    ['Onboarded', stats.onboarded],
    ['Disabled', stats.disabled],
    ['New in 30 days', stats.signed_up_last_30_days],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="user-stats">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line bg-white p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserStats() {
  const stats = useQuery(adminUserQueries.stats());
  return (
    <QueryState query={stats} what="user totals">
      {(data) => <UserFigures stats={data} />}
    </QueryState>
  );
}

function UserRowButton({ user, onOpen }: { user: AdminUser; onOpen: (user: AdminUser) => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={() => onOpen(user)} aria-label={`View ${user.name}`}>
      View
    </Button>
  );
}

function UsersTable({ users, onOpen }: { users: AdminUser[]; onOpen: (user: AdminUser) => void }) {
  return (
    <Table>
      <TableColumns
        headClassName="pr-3 font-medium"
        columns={['User', 'Designation', 'Signed up', 'Last sign-in', 'Status', { label: 'Actions', srOnly: true }]}
      />
      <TableBody className="divide-y divide-line">
        {users.map((user) => (
          <TableRow key={user.id} data-testid="admin-user-row">
            <TableCell className="max-w-72 py-3 pr-3">
              <p className="truncate font-medium text-ink">{user.name}</p>
              <p className="truncate text-xs text-muted">{user.email}</p>
            </TableCell>
            <TableCell className="py-3 pr-3">{designationText(user)}</TableCell>
            <TableCell className="py-3 pr-3 tabular-nums">{formatDate(user.created_at)}</TableCell>
            <TableCell className="py-3 pr-3 tabular-nums">{formatDateTime(user.last_sign_in_at)}</TableCell>
            <TableCell className="py-3 pr-3">
              <StatusBadge user={user} />
            </TableCell>
            <TableCell className="py-3 text-right">
              <UserRowButton user={user} onOpen={onOpen} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UserCards({ users, onOpen }: { users: AdminUser[]; onOpen: (user: AdminUser) => void }) {
  return (
    <ul className="grid gap-2">
      {users.map((user) => (
        <li key={user.id} data-testid="admin-user-row" className="grid gap-2 rounded-xl border border-line p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{user.name}</p>
              <p className="break-all text-xs text-muted">{user.email}</p>
            </div>
            <StatusBadge user={user} />
          </div>
          <p className="text-xs text-muted">
            {designationText(user)} · Joined {formatDate(user.created_at)} · Last sign-in {formatDateTime(user.last_sign_in_at)}
          </p>
          <div>
            <UserRowButton user={user} onOpen={onOpen} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The admin Users tab: totals, a searchable and filtered list 50 a page, and each user's detail with Disable/Enable. */
export function UsersPanel() {
  const wide = useMediaQuery('(min-width: 768px)');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<UserFilters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminUser | null>(null);
  const q = useDebounced(search.trim(), 300);
  const users = useQuery(adminUserQueries.list({ page, ...filters, q: q || undefined }));
  const ids = { search: useId(), filters: useId() };

  // A new filter starts again from the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="grid gap-6">
      <UserStats />
      <Card>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem]">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.search}>Search</Label>
              <SearchInput
                icon
                id={ids.search}
                placeholder="Email or name"
                value={search}
                onValueChange={filter(setSearch)}
                maxLength={200}
              />
            </div>
            <FilterSelects
              filters={filters}
              onChange={filter((change) => setFilters({ ...filters, ...change }))}
              fields={userFilterFields(ids.filters)}
            />
          </div>

          <QueryState
            query={users}
            what="users"
            isEmpty={(data) => data.users.length === 0}
            empty={q || filters.designation || filters.status ? 'No users match these filters.' : 'No users have signed up yet.'}
          >
            {(data) => (
              <>
                <div aria-busy={users.isFetching || undefined}>
                  {wide ? <UsersTable users={data.users} onOpen={setOpen} /> : <UserCards users={data.users} onOpen={setOpen} />}
                </div>
                <Pagination label="Pages of users" paging={data} noun={['user', 'users']} onPage={setPage} busy={users.isFetching} />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <UserDetailDialog user={open} onClose={() => setOpen(null)} />
    </div>
  );
}
