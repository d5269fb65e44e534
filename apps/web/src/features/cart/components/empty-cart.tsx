import { messages } from '@aula/shared';
import { ShoppingCart } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { useCataloguePath } from '@/lib/navigation/catalogue-path';

const t = messages.cart;

/** Nothing to buy yet: the way to the catalogue. */
export function EmptyCart() {
  const cataloguePath = useCataloguePath();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
      <ShoppingCart aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{t.empty}</h2>
      <p className="text-muted-foreground">{t.emptyHint}</p>
      <ButtonLink to={cataloguePath} className="mt-2">
        {t.browse}
      </ButtonLink>
    </div>
  );
}
