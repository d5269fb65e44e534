import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { useSignOutAction } from '@/features/auth/hooks/use-sign-out-action';

interface GateStepProps {
  title: string;
  text: string;
  /** the way out for someone who cannot take the step now */
  signOutLabel: string;
  children: ReactNode;
}

/**
 * A full-screen step the dashboard waits behind (a new password, a second factor): the brand,
 * what to do and why, the step's form, and signing out instead.
 */
export function GateStep({ title, text, signOutLabel, children }: GateStepProps) {
  const { signOut, isSigningOut } = useSignOutAction();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-4 py-10 focus:outline-none"
    >
      <div className="flex w-full max-w-md flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <Brand className="text-2xl" />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-muted-foreground">{text}</p>
        </div>
        {children}
        <button
          type="button"
          disabled={isSigningOut}
          onClick={signOut}
          className="self-center rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          {signOutLabel}
        </button>
      </div>
    </main>
  );
}
