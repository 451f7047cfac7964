import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { appErrorTexts } from '../../shared/domain/page-texts';
import { Button } from '../components/ui/button';

/** Shown when a page throws or its code cannot be loaded (for instance after a new release replaced the files). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <div className="max-w-md space-y-4 text-center">
        <TriangleAlert className="mx-auto size-10 text-warning" aria-hidden />
        <h1 className="text-2xl font-bold">{appErrorTexts.heading}</h1>
        <p className="text-muted-foreground">{appErrorTexts.description}</p>
        <Button onClick={() => window.location.reload()}>{appErrorTexts.reload}</Button>
      </div>
    </main>
  );
}
