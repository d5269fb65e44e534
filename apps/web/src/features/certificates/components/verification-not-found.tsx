import { messages } from '@aula/shared';
import { CircleX } from 'lucide-react';
import { useId } from 'react';

const t = messages.certificates;

/** No certificate has this code: say so, and show the code as it was asked, to compare with the paper. */
export function VerificationNotFound({ code }: { code: string }) {
  const statusId = useId();
  return (
    <section
      aria-labelledby={statusId}
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-950"
    >
      <CircleX aria-hidden className="size-8 shrink-0 text-red-700" />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 id={statusId} className="text-xl font-semibold">
          {t.verify.invalid}
        </h2>
        <p>{t.notFound}</p>
        <p className="text-sm">
          {t.verify.searchedCode}: <span className="font-mono break-all">{code}</span>
        </p>
      </div>
    </section>
  );
}
