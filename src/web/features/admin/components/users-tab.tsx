import { UserX } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@/shared/admin/admin';
import { getPlan } from '@/shared/plans';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { Pagination } from '@/web/components/ui/pagination';
import { SearchInput } from '@/web/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useUser } from '@/web/lib/auth';
import { cn } from '@/web/lib/cn';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { adminUsersPageSize, useAdminUsers } from '../api/get-admin-users';
import { formatDate, userDisplayName } from '../admin-format';
import { userStatusBadge } from '../admin-status';
import { adminTexts } from '../admin-texts';
import { useReportLoadFailure } from './admin-access';
import { EmptyState, Loaded } from './tab-states';
import { UserActions } from './user-actions';

export function UsersTab() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  // The page belongs to one search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const users = useAdminUsers(query, page);
  useReportLoadFailure(users);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-100 p-4">
        <h2 className="text-lg font-semibold text-gray-900">Users</h2>
        <SearchInput
          className="w-full sm:w-72"
          type="search"
          aria-label="Search users"
          placeholder={adminTexts.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Loaded query={users} loadingLabel="Loading users…" inset>
        {({ users: rows, total }) =>
          rows.length === 0 ? (
            <EmptyState icon={<UserX />} title="No users found">
              {query ? `No name or e-mail starts with “${query}”.` : undefined}
            </EmptyState>
          ) : (
            <>
              <UsersTable users={rows} loading={users.isPlaceholderData} />
              <Pagination
                className="border-t border-gray-100 px-4 py-3"
                label="Users pages"
                page={page}
                pageSize={adminUsersPageSize}
                total={total}
                onPageChange={(next) => setPaging({ query, page: next })}
              />
            </>
          )
        }
      </Loaded>
    </Card>
  );
}

function UsersTable({ users, loading }: { users: AdminUser[]; loading: boolean }) {
  const { data: me } = useUser();
  return (
    <Table aria-label="Users" aria-busy={loading} className={cn(loading && 'opacity-60')}>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} isMe={user.id === me?.id} />
        ))}
      </TableBody>
    </Table>
  );
}

function UserRow({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  const name = userDisplayName(user);
  const status = userStatusBadge[user.status];
  return (
    <TableRow>
      <TableCell>
        <div className="flex items-center gap-3">
          <span
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 uppercase"
            aria-hidden
          >
            {name.charAt(0)}
          </span>
          <span className="font-medium whitespace-nowrap text-gray-900">
            {name}
            {isMe && <span className="ml-1 font-normal text-gray-500">(you)</span>}
          </span>
        </div>
      </TableCell>
      <TableCell className="text-gray-700">{user.email}</TableCell>
      <TableCell>
        <Badge tone={user.role === 'admin' ? 'brand' : 'gray'}>{user.role === 'admin' ? 'Admin' : 'User'}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-gray-700">{formatDate(user.joinedAt)}</TableCell>
      <TableCell>
        <Badge tone={status.tone} className={status.className}>
          {user.status}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-gray-700">
        <span className="block">{user.plan ? getPlan(user.plan).name : '—'}</span>
        {user.planOverride && <span className="block text-xs text-gray-500">Set by admin</span>}
      </TableCell>
      <TableCell className="text-right">
        <UserActions user={user} name={name} isMe={isMe} />
      </TableCell>
    </TableRow>
  );
}
