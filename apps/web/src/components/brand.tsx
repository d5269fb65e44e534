import { messages } from '@aula/shared';
import { GraduationCap } from 'lucide-react';
import { cn } from '../lib/utils/cn';

/** The product's name with its mark. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold text-primary', className)}>
      <GraduationCap aria-hidden className="size-6" />
      {messages.common.appName}
    </span>
  );
}
