import { messages } from '@aula/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { MAIN_CONTENT_ID, SkipLink } from '../components/ui/skip-link';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { RegistrationPromo } from '../features/registration/components/registration-promo';
import { RedirectIfSignedIn } from './session-guards';

const r = messages.registration;
const linkClass =
  'rounded-sm font-medium text-primary hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** /register: 'Crear tu cuenta' with its links (docs/product/accounts.md#registration-form). */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <SkipLink />
      <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RegistrationPromo className="sticky top-0 hidden h-dvh lg:flex" />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-8 sm:py-10">
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
            <div className="flex items-center justify-between gap-4">
              <Link to="/" className={`inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
                <ArrowLeft aria-hidden className="size-4" />
                {r.backToHome}
              </Link>
              <Brand className="lg:hidden" />
            </div>
            <div className="sm:rounded-xl sm:border sm:border-border sm:bg-card sm:p-8 sm:shadow-sm">
              <header className="mb-8 flex flex-col gap-1.5">
                <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{r.title}</h1>
                <p className="text-sm text-muted-foreground">{r.subtitle}</p>
              </header>
              <RegistrationForm />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                {r.haveAccount}{' '}
                <Link to="/login" className={`underline underline-offset-2 ${linkClass}`}>
                  {r.signInLink}
                </Link>
              </p>
            </div>
          </div>
        </main>
      </div>
    </RedirectIfSignedIn>
  );
}
