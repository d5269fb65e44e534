import { cn } from '@/lib/utils/cn';

/**
 * Payment instructions as the admin typed them: plain text with its line breaks, never markup,
 * so nothing in them can run or restyle the page.
 */
export function PaymentInstructions({ text, className }: { text: string; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-lg border border-border bg-background p-3 text-sm break-words whitespace-pre-wrap',
        className,
      )}
    >
      {text}
    </p>
  );
}
