import { messages } from '@aula/shared';
import { LANDING_SECTIONS } from '../lib/landing-sections';
import { ContactChannels } from './contact-channels';
import { OfficeHours } from './office-hours';
import { SectionHeading } from './section-heading';

const copy = messages.publicSite.contact;

/** How to reach Aula (#contact). */
export function ContactSection() {
  return (
    <section
      id={LANDING_SECTIONS.contact}
      aria-labelledby="contact-title"
      className="scroll-mt-16 bg-background py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="contact-title" title={copy.title} intro={copy.intro} />
        <div className="mt-12 space-y-6">
          <ContactChannels />
          <OfficeHours />
        </div>
      </div>
    </section>
  );
}
