import { useState } from 'react';
import { roles, type TRole } from '../../../shared/domain/access';
import { adminSearchDebounceMs, roleLabels, adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { adminUsersPageSize } from '../../../shared/domain/admin-users';
import { Alert } from '../../components/ui/alert';
import { Pagination } from '../../components/ui/pagination';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { UserCard } from './user-card';
import { useUsersList } from './users-queries';

const allRoles = 'all';
const roleFilterOptions = [
  { value: allRoles, label: texts.allRoles },
  ...roles.map((role) => ({ value: role, label: roleLabels[role] ?? role })),
];

export function UserList() {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<TRole | undefined>();
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), adminSearchDebounceMs);
  const users = useUsersList({ page, search: debouncedSearch, role });
  const totalPages = Math.max(1, Math.ceil((users.data?.total ?? 0) / adminUsersPageSize));

  // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card's unbroken name or address would otherwise
  // widen the column past a 360 px screen instead of being truncated.
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label={texts.searchLabel}
          placeholder={texts.search}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="flex-1"
        />
        <Select
          aria-label={texts.roleFilterLabel}
          className="sm:w-44"
          options={roleFilterOptions}
          value={role ?? allRoles}
          onValueChange={(value) => {
            setRole(value === allRoles ? undefined : (value as TRole));
            // admin-area.md section 4: a new role filter starts again at page 1.
            setPage(1);
          }}
        />
      </div>
      {users.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity.
            <Skeleton key={index} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : users.isError ? (
        <Alert>
          <p className="font-semibold">{texts.loadError}</p>
          <p>{users.error.message}</p>
        </Alert>
      ) : users.data.users.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-10 text-center">
          <p className="font-semibold">{texts.empty}</p>
          <p className="text-sm text-muted-foreground">{texts.emptyHint}</p>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3">
            {users.data.users.map((user) => (
              <li key={user.id}>
                <UserCard user={user} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
