import { Brand } from '../components/brand';
import { CurrentUserCard } from '../features/auth/components/current-user-card';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { RequireSession } from './session-guards';

export function Component() {
  return (
    <RequireSession>
      {(user) => (
        <div className="min-h-dvh">
          <header className="border-b border-border bg-card">
            <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
              <Brand />
              <SignOutButton />
            </div>
          </header>
          <main className="mx-auto max-w-5xl px-4 py-8">
            <CurrentUserCard user={user} />
          </main>
        </div>
      )}
    </RequireSession>
  );
}
