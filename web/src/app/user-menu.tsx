import { useNavigate } from 'react-router';
import { LogOut, Settings } from 'lucide-react';
import type { User } from '@ringready/core/api';
import { useAuth } from '../lib/auth-context';
import { capitalize } from '../lib/utils';
import { Avatar, AvatarFallback } from '../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';

export function initialOf(name: string): string {
  return (name.trim().charAt(0) || '?').toUpperCase();
}

export function UserMenu({ user }: { user: User }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="User menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
      >
        <Avatar>
          <AvatarFallback>{initialOf(user.name)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-semibold text-stone-900">{user.name}</p>
          <p className="truncate text-xs text-stone-600">{user.email}</p>
          <p className="mt-1 text-xs text-rose-800">{capitalize(user.role)}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
