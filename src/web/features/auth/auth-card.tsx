import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';

interface AuthCardProps {
  heading: string;
  description?: string;
  children: ReactNode;
}

/** The centred card the login, registration and password screens share. */
export function AuthCard({ heading, description, children }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md">
        <CardContent className="p-6 sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
