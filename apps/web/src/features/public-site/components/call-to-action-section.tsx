import { messages } from '@aula/shared';
import { ButtonLink } from '@/components/ui/button-link';

const copy = messages.publicSite.callToAction;

/** The closing invitation: sign up, or sign in for those who already have an account. */
export function CallToActionSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-card px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-linear-to-br from-teal-700 to-teal-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{copy.description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/register" variant="inverse" size="lg">
            {copy.signUp}
          </ButtonLink>
          <ButtonLink to="/login" variant="inverseOutline" size="lg">
            {copy.signIn}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
