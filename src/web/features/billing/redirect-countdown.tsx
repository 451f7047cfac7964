import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paymentRedirectSeconds, paymentStatusTexts as texts } from '../../../shared/domain/checkout-texts';
import { Button } from '../../components/ui/button';

/** Spec 4: the success views count down 5 seconds, then go to the dashboard; the link goes there at once. */
export function RedirectCountdown() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState<number>(paymentRedirectSeconds);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) navigate('/dashboard');
  }, [seconds, navigate]);

  return (
    <>
      <p aria-live="polite" className="text-sm font-medium">
        {texts.redirecting(seconds)}
      </p>
      <Button asChild size="lg">
        <Link to="/dashboard">{texts.goToDashboard}</Link>
      </Button>
    </>
  );
}
