import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../features/auth/auth-context';

/** Logout from the header or the admin sidebar: leave for the home page, not for a guard's redirect to /login. */
export function useLogoutAction() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    // The home page must be committed before the cleared user reaches a guard, or the guard's redirect wins.
    await navigate('/', { flushSync: true });
    await logout().catch((error: Error) => toast.error(error.message));
  };
}
