/**
 * The visitor home below its first screen: the Vagas/Eventos/Cursos tabs, the profile types, the
 * showcase, the community call (cta), About and the partners. Its own chunk, drawn when the
 * visitor comes near it (components/WhenNear.tsx).
 */
import type { LandingSectionDTO } from '@conecta/common';
import { HomeTabs } from './HomeTabs';
import { About, ProfileTypes, Showcase } from './HomeSections';
import { CtaSection, shownContent } from './LandingSections';
import { PartnersSection } from './PartnersSection';

export default function HomeBelowFold({ sections }: { sections: readonly LandingSectionDTO[] }) {
  const cta = shownContent(sections, 'cta');
  const partners = shownContent(sections, 'partners');
  return (
    <>
      <HomeTabs />
      <ProfileTypes />
      <Showcase />
      {cta ? <CtaSection content={cta} /> : null}
      <About />
      {partners ? <PartnersSection content={partners} /> : null}
    </>
  );
}
