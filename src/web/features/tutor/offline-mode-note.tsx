import { Info } from 'lucide-react';
import { tutorPageTexts as texts } from '../../../shared/domain/tutor-texts';
import { readEmbeddedConfig } from '../../lib/embedded-config';

/**
 * One line saying what the tutor is when no AI model is configured (issue 26): the learner should know the answers
 * come from the course material, not from a model. The server embeds the mode in the page, so nothing shifts.
 */
export function OfflineModeNote() {
  if (readEmbeddedConfig()?.tutorOffline !== true) return null;
  return (
    <p className="mb-4 flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{texts.offlineMode}</span>
    </p>
  );
}
