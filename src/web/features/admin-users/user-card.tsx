import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TAdminUser } from '../../../shared/contract/admin-users';
import { roleLabels, adminUsersTexts as texts } from '../../../shared/domain/admin-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { formatDate } from '../../lib/format-date';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UserInitialsAvatar } from './user-initials-avatar';

export function UserCard({ user }: { user: TAdminUser }) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const closeUnless = (which: 'edit' | 'delete') => (open: boolean) => setDialog(open ? which : null);
  return (
    <Card>
      <CardContent className="flex items-start gap-4 p-4 sm:p-5">
        <UserInitialsAvatar name={user.displayName} src={user.avatarUrl} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate font-semibold">{user.displayName}</h2>
            <Badge variant={user.role === 'admin' ? 'secondary' : 'default'}>
              {roleLabels[user.role] ?? user.role}
            </Badge>
          </div>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>{texts.joined}:</dt>
              <dd className="text-foreground">{user.createdAt ? formatDate(user.createdAt) : texts.unknown}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{texts.lastLogin}:</dt>
              <dd className="text-foreground">{user.lastLogin ? formatDate(user.lastLogin) : texts.never}</dd>
            </div>
          </dl>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={texts.menuLabel(user.displayName)}>
              <MoreVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem asChild>
              <Link to={`/admin/users/${user.id}`}>
                <Eye aria-hidden />
                {texts.viewDetails}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('edit')}>
              <Pencil aria-hidden />
              {texts.editUser}
            </DropdownMenuItem>
            <DropdownMenuItem className="text-destructive" onSelect={() => setDialog('delete')}>
              <Trash2 aria-hidden />
              {texts.deleteUser}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </CardContent>
      <EditUserDialog user={user} open={dialog === 'edit'} onOpenChange={closeUnless('edit')} />
      <DeleteUserDialog user={user} open={dialog === 'delete'} onOpenChange={closeUnless('delete')} />
    </Card>
  );
}
