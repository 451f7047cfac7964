import { type ComponentType, lazy } from 'react';

/** Each screen is its own chunk; the layouts' <Suspense> shows a skeleton while it loads. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}
