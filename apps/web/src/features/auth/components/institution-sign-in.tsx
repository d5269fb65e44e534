import { messages, type SsoOffer } from '@aula/shared';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { goToInstitution } from '../lib/go-to-institution';

const t = messages.signIn.sso;

/**
 * 'Ingresar con <institución>' above the password form, and the line that separates the two
 * ways in. The button leaves for the institution's identity provider.
 */
export function InstitutionSignIn({
  offer,
  returnTo,
}: {
  offer: NonNullable<SsoOffer['offer']>;
  returnTo: string;
}) {
  return (
    <div className="flex flex-col gap-5">
      <Button type="button" variant="outline" className="w-full" onClick={() => goToInstitution(returnTo)}>
        <Building2 aria-hidden className="size-4" />
        {t.continueWith(offer.name)}
      </Button>
      <p className="flex items-center gap-3 text-sm text-muted-foreground">
        <span aria-hidden className="h-px flex-1 bg-border" />
        {t.or}
        <span aria-hidden className="h-px flex-1 bg-border" />
      </p>
    </div>
  );
}
