import { Link } from 'react-router';
import { notFoundText } from '../../shared/domain/messages';
import { notFoundTexts } from '../../shared/domain/page-texts';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../features/site/use-page-title';

export default function NotFoundPage() {
  usePageTitle(notFoundTexts.title);
  return (
    <div className="flex flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{notFoundTexts.heading}</h1>
      <p className="mt-2 text-muted-foreground">{notFoundText}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{notFoundTexts.homeLink}</Link>
      </Button>
    </div>
  );
}
