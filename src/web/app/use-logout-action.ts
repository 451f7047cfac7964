import { useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';

/** Logout from the header or the admin sidebar: leave for the home page, not for a guard's redirect to /login. */
export function useLogoutAction() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    // The home page must be committed before the cleared user reaches a guard, or the guard's redirect wins.
    await navigate('/', { flushSync: true });
    // sonner is loaded here rather than imported, to keep it out of the bundle every public page waits for.
    await logout().catch(async (error: Error) => (await import('sonner')).toast.error(error.message));
  };
}
