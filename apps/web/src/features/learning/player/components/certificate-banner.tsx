import { CERTIFICATES_TAB_PATH, messages } from '@aula/shared';
import { Award, X } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';

const t = messages.player.completion;

/** The course is finished and its certificate issued: celebrate, and point to where it is. */
export function CertificateBanner({ onDismiss }: { onDismiss(): void }) {
  return (
    <div
      role="status"
      className="relative flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 pr-12 text-green-950 sm:flex-row sm:items-center"
    >
      <Award aria-hidden className="size-10 shrink-0 text-green-700" />
      <div className="flex-1">
        <p className="font-semibold">{t.certificateTitle}</p>
        <p className="text-sm">{t.certificateText}</p>
      </div>
      <ButtonLink to={CERTIFICATES_TAB_PATH} className="bg-success hover:bg-success-hover">
        {t.certificateLink}
      </ButtonLink>
      <button
        type="button"
        aria-label={messages.common.close}
        onClick={onDismiss}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
