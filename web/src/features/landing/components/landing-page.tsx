import { Box } from '@mantine/core';
import { ContactSection } from './contact-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { JourneySection } from './journey-section.tsx';
import type { LandingLinks } from './landing-links.ts';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { StatsSection } from './stats-section.tsx';
import { WhySection } from './why-section.tsx';

/** The public marketing page of the firm (spec §1 and §2, landing page). */
export function LandingPage({ links }: { links: LandingLinks }) {
  return (
    <>
      <LandingHeader links={links} />
      <Box component="main">
        <HeroSection registerHref={links.register} />
        <StatsSection />
        <JourneySection registerHref={links.register} />
        <WhySection />
        <CtaSection registerHref={links.register} />
        <ContactSection />
      </Box>
      <LandingFooter links={links} />
    </>
  );
}
