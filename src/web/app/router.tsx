import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './admin-routes';
import { AppShell } from './app-shell';
import { RequireAuth, RequireLearnerAccess, RequireRole } from './guards';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { SiteLayout } from './site-layout';

// The route map of learner-area.md section 2. Which guard wraps which route is not in the spec; this is the choice:
// dashboard and settings need a session, study material also needs access, /admin/* needs the admin role.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: lazyPage(() => import('../routes/home')) },
          { path: 'features', element: lazyPage(() => import('../routes/features')) },
          { path: 'pricing', element: lazyPage(() => import('../routes/pricing')) },
          { path: 'faq', element: lazyPage(() => import('../routes/faq')) },
          { path: 'contact', element: lazyPage(() => import('../routes/contact')) },
          { path: 'terms', element: lazyPage(() => import('../routes/terms')) },
          { path: 'privacy', element: lazyPage(() => import('../routes/privacy')) },
          { path: 'login', element: lazyPage(() => import('../routes/login')) },
          { path: 'register', element: lazyPage(() => import('../routes/register')) },
          { path: 'forgot-password', element: lazyPage(() => import('../routes/forgot-password')) },
          { path: 'reset-password', element: lazyPage(() => import('../routes/reset-password')) },
          { path: 'confirm-email', element: lazyPage(() => import('../routes/confirm-email')) },
          { path: 'confirm-registration', element: lazyPage(() => import('../routes/confirm-registration')) },
          { path: 'unsubscribe', element: lazyPage(() => import('../routes/unsubscribe')) },
          // Public: signed-out visitors see a log-in prompt on /billing, and guests pay and land on the others.
          { path: 'billing', element: lazyPage(() => import('../routes/billing')) },
          { path: 'billing/success', element: lazyPage(() => import('../routes/billing-success')) },
          { path: 'checkout/test', element: lazyPage(() => import('../routes/checkout-test')) },
          { path: 'certificates/:number', element: lazyPage(() => import('../routes/certificate-verify')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: lazyPage(() => import('../routes/dashboard')) },
              { path: 'settings', element: lazyPage(() => import('../routes/settings')) },
              {
                element: <RequireRole roles={['student', 'admin']} />,
                children: [
                  {
                    element: <RequireLearnerAccess />,
                    children: [
                      { path: 'exams', element: lazyPage(() => import('../routes/exams')) },
                      { path: 'exams/attempt/:attemptId', element: lazyPage(() => import('../routes/exam-attempt')) },
                      { path: 'labels', element: lazyPage(() => import('../routes/labels')) },
                      { path: 'labels/:labelId', element: lazyPage(() => import('../routes/label-practice')) },
                      { path: 'flashcards', element: lazyPage(() => import('../routes/flashcards')) },
                      { path: 'flashcards/review', element: lazyPage(() => import('../routes/flashcards-review')) },
                      { path: 'ai-assistant', element: lazyPage(() => import('../routes/ai-assistant')) },
                      { path: 'glossary', element: lazyPage(() => import('../routes/glossary')) },
                      { path: 'course', element: lazyPage(() => import('../routes/course')) },
                      { path: 'course/lessons/:lessonId', element: lazyPage(() => import('../routes/course-lesson')) },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: lazyPage(() => import('../routes/not-found')) },
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth />,
        children: [
          {
            element: <RequireRole roles={['admin']} />,
            // The admin frame (sidebar, icons) loads when an admin opens /admin, not with every public page.
            children: [
              {
                lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
                children: adminRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
]);
