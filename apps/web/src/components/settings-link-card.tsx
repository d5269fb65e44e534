import { ButtonLink } from './ui/button-link';
import { SectionCard } from './ui/section-card';

interface SettingsLinkCopy {
  title: string;
  settingsLinkText: string;
  open: string;
}

/**
 * A card on /dashboard/settings that only leads to a settings screen of its own (one not in the
 * sidebar): its title, what it is for, and the button that opens it.
 */
export function SettingsLinkCard({ id, to, copy }: { id: string; to: string; copy: SettingsLinkCopy }) {
  return (
    <SectionCard id={id} title={copy.title} description={copy.settingsLinkText}>
      <ButtonLink to={to} variant="outline" className="self-start">
        {copy.open}
      </ButtonLink>
    </SectionCard>
  );
}
