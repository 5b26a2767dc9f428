/**
 * The home page for visitors (spec §1, §2 Home): hero with the search box and its four-choice
 * menu, the headline figures, what the network offers, the Vagas/Eventos/Cursos tabs, profile
 * types, showcase, community, About and partners (the footer comes from the layout).
 *
 * The hero, features, partners and community (cta) sections are the landing editor's
 * (GET /api/landing): a hidden one is not drawn, its texts are the stored ones. They wait for that
 * answer rather than flash a section an admin hid; if it fails, the built-in texts are shown. The
 * figures are the admins' (GET /api/settings; spec §9's fixed numbers by default).
 *
 * The first screen (hero, figures, features) is drawn at once; the rest waits until the visitor
 * comes near it (HomeBelowFold.tsx, its own chunk; issue 14).
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_SITE_SETTINGS, defaultLandingSections, type LandingSectionDTO, type SiteSettingsDTO } from '@conecta/common';
import { ServerKept } from '../../components/ServerKept';
import { WhenNear } from '../../components/WhenNear';
import { FeaturesSection, HeroSection, shownContent } from './LandingSections';
import { useGetLandingQuery, useGetSiteSettingsQuery } from './siteContentApi';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

export function homeStats(stats: SiteSettingsDTO['homeStats']) {
  return [
    { value: stats.professionals, label: 'Profissionais' },
    { value: stats.companies, label: 'Empresas' },
    { value: stats.jobs, label: 'Vagas' },
    { value: stats.events, label: 'Eventos' },
  ];
}

function HomeStats({ stats }: { stats: SiteSettingsDTO['homeStats'] }) {
  return (
    <Container component="section" aria-label="Números da rede" maxWidth="lg" sx={{ mt: -5, px: { xs: 1.5, sm: 3 }, position: 'relative' }}>
      <Paper elevation={3} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {homeStats(stats).map((stat) => (
            <Box key={stat.label} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" color="text.secondary">
                {stat.label}
              </Typography>
              <Typography component="dd" variant="h4" color="primary" sx={{ m: 0, fontSize: { xs: '1.7rem', md: '2.125rem' } }}>
                {stat.value.toLocaleString('pt-BR')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Container>
  );
}

export default function VisitorHome() {
  const { data, isLoading, isError } = useGetLandingQuery();
  const { data: settings } = useGetSiteSettingsQuery();
  const sections: LandingSectionDTO[] | null = data ?? (isError ? defaultLandingSections() : null);

  // While the sections load, one screen-tall band holds the page: nothing is drawn below it yet, so
  // the sections arriving (the features one above the tabs) push nothing a visitor already sees (CLS).
  if (isLoading || !sections) {
    return <Box aria-busy sx={{ background: 'linear-gradient(135deg, #12592c 0%, #1b7a3e 45%, #1565c0 100%)', minHeight: '100vh' }} />;
  }
  const hero = shownContent(sections, 'hero');
  const features = shownContent(sections, 'features');

  return (
    <>
      {/* The first screen is drawn from its props alone: on the server, once per content and kept
          (ServerKept, decision 0038). */}
      {hero ? (
        <ServerKept>
          <HeroSection content={hero} />
        </ServerKept>
      ) : null}
      <Box sx={hero ? undefined : { pt: 8 }}>
        <ServerKept>
          <HomeStats stats={(settings ?? DEFAULT_SITE_SETTINGS).homeStats} />
        </ServerKept>
      </Box>
      {features ? (
        <ServerKept>
          <FeaturesSection content={features} />
        </ServerKept>
      ) : null}
      <WhenNear>
        <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
          <HomeBelowFold sections={sections} />
        </Suspense>
      </WhenNear>
    </>
  );
}
