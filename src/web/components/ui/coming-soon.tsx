import { Sprout } from 'lucide-react';
import { comingSoonText } from '../../../shared/domain/page-texts';

/** Stands where a feature of a later issue will go, so the screen says plainly that it is not there yet. */
export function ComingSoon({ text = comingSoonText }: { text?: string }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-dashed border-brand-300 bg-brand-50 p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Sprout className="size-5" aria-hidden />
      </span>
      <p className="text-base text-brand-900">{text}</p>
    </div>
  );
}
