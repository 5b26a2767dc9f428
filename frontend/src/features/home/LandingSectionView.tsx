import type { LandingContent, LandingSectionId } from '@conecta/common';
import { CtaSection, FeaturesSection, HeroSection } from './LandingSections';
import { PartnersSection } from './PartnersSection';

/** One section by its id (the editor's preview and the home share it). */
export function LandingSectionView({ id, content }: { id: LandingSectionId; content: LandingContent }) {
  switch (id) {
    case 'hero':
      return <HeroSection content={content} />;
    case 'features':
      return <FeaturesSection content={content} />;
    case 'partners':
      return <PartnersSection content={content} />;
    case 'cta':
      return <CtaSection content={content} />;
  }
}
