import { AboutSection } from '@/features/public-site/components/about-section';
import { CallToActionSection } from '@/features/public-site/components/call-to-action-section';
import { ContactSection } from '@/features/public-site/components/contact-section';
import { FeaturesSection } from '@/features/public-site/components/features-section';
import { HeroSection } from '@/features/public-site/components/hero-section';
import { ImpactSection } from '@/features/public-site/components/impact-section';
import { MissionSection } from '@/features/public-site/components/mission-section';
import { PublicLayout } from '@/features/public-site/components/public-layout';

/** The landing page at / (docs/product/interface.md#landing-page). */
export function Component() {
  return (
    <PublicLayout>
      <HeroSection />
      <MissionSection />
      <AboutSection />
      <FeaturesSection />
      <ImpactSection />
      <CallToActionSection />
      <ContactSection />
    </PublicLayout>
  );
}
