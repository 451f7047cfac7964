import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Admin screens (admin-area.md section 2); the router wraps them in the admin guard and layout. */
export const adminRoutes: RouteObject[] = [
  { path: 'content', element: lazyPage(() => import('../routes/admin/content')) },
  { path: 'users', element: lazyPage(() => import('../routes/admin/users')) },
  { path: 'users/:id', element: lazyPage(() => import('../routes/admin/user-details')) },
  { path: 'usage-analytics', element: lazyPage(() => import('../routes/admin/usage-analytics')) },
  { path: 'flashcards', element: lazyPage(() => import('../routes/admin/flashcards')) },
  { path: 'knowledge-base', element: lazyPage(() => import('../routes/admin/knowledge-base')) },
  { path: 'tags', element: lazyPage(() => import('../routes/admin/tags')) },
  { path: 'glossary', element: lazyPage(() => import('../routes/admin/glossary')) },
  { path: 'settings', element: lazyPage(() => import('../routes/admin/settings')) },
  { path: 'assets', element: lazyPage(() => import('../routes/admin/assets')) },
  { path: 'contact', element: lazyPage(() => import('../routes/admin/contact')) },
  { path: 'outbox', element: lazyPage(() => import('../routes/admin/outbox')) },
  { path: 'discount-codes', element: lazyPage(() => import('../routes/admin/discount-codes')) },
];
