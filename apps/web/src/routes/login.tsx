import { messages } from '@aula/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { SignInPromo } from '../features/auth/components/sign-in-promo';
import { SignInSteps } from '../features/auth/components/sign-in-steps';
import { RedirectIfSignedIn } from './session-guards';

const linkStyle =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * /login: the form (and, for an account with a second factor, the step that asks for its code),
 * and beside it from 768 px up the promotional panel; on narrower screens the panel follows the
 * form, so the form is what the user sees first.
 */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <SkipLink />
      <div className="grid min-h-dvh md:grid-cols-2">
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-col px-4 py-6 focus:outline-none sm:px-8"
        >
          <Link to="/" className={`inline-flex items-center gap-1 self-start text-sm ${linkStyle}`}>
            <ArrowLeft aria-hidden className="size-4" />
            {messages.signIn.backToHome}
          </Link>
          <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-8 py-10">
            <SignInSteps />
            <p className="text-center text-sm text-muted-foreground">
              {messages.signIn.noAccount}{' '}
              <Link to="/register" className={linkStyle}>
                {messages.signIn.register}
              </Link>
            </p>
          </div>
        </main>
        <aside className="bg-primary-hover px-6 py-10 sm:px-10 md:flex md:items-center md:px-8 lg:px-16">
          <div className="mx-auto w-full max-w-lg">
            <SignInPromo />
          </div>
        </aside>
      </div>
    </RedirectIfSignedIn>
  );
}
