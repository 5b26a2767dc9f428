/**
 * The visitor home below its first screen: the Vagas/Eventos/Cursos tabs, the profile types, the
 * showcase, the community call (cta), About and the partners. Its own chunk, drawn when the
 * visitor comes near it (components/WhenNear.tsx).
 */
import type { LandingSectionDTO } from '@conecta/common';
import { HomeTabs } from './HomeTabs';
import { About, ProfileTypes, Showcase } from './HomeSections';
import { CtaSection } from './LandingSections';
import { PartnersSection } from './PartnersSection';

export default function HomeBelowFold({ sections }: { sections: readonly LandingSectionDTO[] }) {
  const shown = (id: 'cta' | 'partners') => sections.find((section) => section.id === id && section.visible)?.content;
  const cta = shown('cta');
  const partners = shown('partners');
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
