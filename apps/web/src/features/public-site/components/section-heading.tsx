import { cn } from '@/lib/utils/cn';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  /** 'inverse' for a heading on a dark, brand-coloured band. */
  tone?: 'default' | 'inverse';
}

/** The centred title and lead-in every landing section opens with; `id` names the section. */
export function SectionHeading({ id, title, intro, tone = 'default' }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'inverse' ? 'text-white' : 'text-foreground',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg', tone === 'inverse' ? 'text-teal-50' : 'text-muted-foreground')}>
          {intro}
        </p>
      )}
    </div>
  );
}
