/**
 * The visitor home's four editable sections (spec §3 Landing section: hero, features, partners,
 * cta), drawn from their content (GET /api/landing); partners is PartnersSection.tsx, and
 * LandingSectionView.tsx picks one by id. The /editor previews them with these same components. An empty field draws nothing (a section without a button text has no button).
 */
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LandingContent, LandingSectionDTO, LandingSectionId } from '@conecta/common';
import { HeroSearch } from './HeroSearch';

const OFFERS: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <GroupsIcon />, title: 'Rede profissional especializada', text: 'Conecte-se a estudantes, profissionais e empresas de energia solar, eólica, elétrica, biomassa e hidrelétrica.' },
  { icon: <WorkIcon />, title: 'Vagas exclusivas', text: 'Empregos, estágios e projetos publicados por empresas do setor.' },
  { icon: <SchoolIcon />, title: 'Cursos certificados', text: 'Cursos, webinars e workshops gratuitos para crescer na carreira.' },
  { icon: <EventIcon />, title: 'Eventos de networking', text: 'Encontros presenciais e online com quem move a energia no Brasil.' },
];

/** A link of the content: a path of the site stays in the app; an http(s) URL opens in a new tab. */
function ContentButton({ content, color = 'primary', sx }: { content: LandingContent; color?: 'primary' | 'warning'; sx?: object }) {
  if (!content.buttonText || !content.buttonLink) return null;
  const external = /^https?:\/\//i.test(content.buttonLink);
  return (
    <Button
      variant="contained"
      color={color}
      size="large"
      href={content.buttonLink}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={sx}
    >
      {content.buttonText}
    </Button>
  );
}

function ContentImage({ content, sx }: { content: LandingContent; sx?: object }) {
  if (!content.image) return null;
  return <Box component="img" src={content.image} alt="" sx={{ display: 'block', maxWidth: '100%', height: 'auto', mx: 'auto', borderRadius: 2, ...sx }} />;
}

export function HeroSection({ content }: { content: LandingContent }) {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      data-landing-section="hero"
      sx={{ background: 'linear-gradient(135deg, #12592c 0%, #1b7a3e 45%, #1565c0 100%)', color: 'common.white', pt: { xs: 6, md: 10 }, pb: { xs: 9, md: 12 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center', px: { xs: 2, sm: 3 } }}>
        <ContentImage content={content} sx={{ maxHeight: 120, mb: 3 }} />
        <Typography id="home-title" component="h1" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '3rem' }, overflowWrap: 'anywhere' }}>
          {content.title}
        </Typography>
        {content.subtitle ? <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}>{content.subtitle}</Typography> : null}
        {content.description ? <Typography sx={{ mt: 1.5, opacity: 0.9, whiteSpace: 'pre-line' }}>{content.description}</Typography> : null}
        <HeroSearch />
        <ContentButton content={content} color="warning" sx={{ mt: 3 }} />
      </Container>
    </Box>
  );
}

export function FeaturesSection({ content }: { content: LandingContent }) {
  return (
    <Container component="section" aria-labelledby="offers-title" data-landing-section="features" maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography id="offers-title" component="h2" variant="h4" sx={{ textAlign: 'center', mb: content.subtitle ? 1 : 4, overflowWrap: 'anywhere' }}>
        {content.title}
      </Typography>
      {content.subtitle ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          {content.subtitle}
        </Typography>
      ) : null}
      <ContentImage content={content} sx={{ maxHeight: 280, mb: 4 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {OFFERS.map((offer) => (
          <Box key={offer.title}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
              <Box aria-hidden sx={{ color: 'primary.main', mb: 1 }}>
                {offer.icon}
              </Box>
              <Typography component="h3" variant="h6">
                {offer.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {offer.text}
              </Typography>
            </Paper>
          </Box>
        ))}
      </Box>
      {content.description ? (
        <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center', whiteSpace: 'pre-line' }}>
          {content.description}
        </Typography>
      ) : null}
      <Box sx={{ textAlign: 'center' }}>
        <ContentButton content={content} sx={{ mt: 3 }} />
      </Box>
    </Container>
  );
}

export function CtaSection({ content }: { content: LandingContent }) {
  return (
    <Box
      component="section"
      aria-labelledby="comunidade-titulo"
      data-landing-section="cta"
      sx={{ background: 'linear-gradient(135deg, #12592c 0%, #1565c0 100%)', color: 'common.white', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center', px: { xs: 1.5, sm: 3 } }}>
        {content.image ? <ContentImage content={content} sx={{ maxHeight: 160, mb: 2 }} /> : <ForumIcon aria-hidden sx={{ fontSize: 48, color: 'warning.main' }} />}
        <Typography id="comunidade-titulo" component="h2" variant="h4" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {content.title}
        </Typography>
        {content.subtitle ? <Typography sx={{ mt: 1, fontWeight: 600 }}>{content.subtitle}</Typography> : null}
        {content.description ? <Typography sx={{ mt: 1.5, opacity: 0.92, whiteSpace: 'pre-line' }}>{content.description}</Typography> : null}
        <ContentButton content={content} color="warning" sx={{ mt: 3 }} />
      </Container>
    </Box>
  );
}

/** The content of section `id` when an admin left it shown (undefined when hidden or absent). */
export function shownContent(sections: readonly LandingSectionDTO[], id: LandingSectionId): LandingContent | undefined {
  return sections.find((section) => section.id === id && section.visible)?.content;
}
