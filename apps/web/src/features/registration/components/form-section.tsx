import type { ReactNode } from 'react';

/** One titled part of the form; its fields sit in two columns where there is room. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5">
      <legend className="mb-5 w-full border-b border-border pb-2 text-base font-semibold text-foreground">
        {title}
      </legend>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
