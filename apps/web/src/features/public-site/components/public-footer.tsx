import { messages } from '@aula/shared';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { cn } from '@/lib/utils/cn';

const copy = messages.publicSite.footer;

/** The footer of the landing and the public pages, with its links and copyright years (docs/product/interface.md#footer). */
export function PublicFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div>
          <Brand className="text-white" />
          <p className="mt-3 max-w-xs text-sm">{copy.tagline}</p>
        </div>
        <nav aria-label={copy.navigationLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {Object.values(copy.groups).map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className={cn(
                        'rounded-sm text-sm hover:text-white hover:underline',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">{copy.copyright}</p>
      </div>
    </footer>
  );
}
