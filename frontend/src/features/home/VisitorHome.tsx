/**
 * The home page for visitors (spec §1, §2 Home): hero with the search box and
 * its four-choice menu, the fixed headline figures, what the network offers,
 * the Vagas/Eventos/Cursos tabs, profile types, showcase, community, About and
 * partners (the footer comes from the layout).
 */
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HeroSearch } from './HeroSearch';
import { HomeTabs } from './HomeTabs';
import { About, Community, ProfileTypes, Showcase } from './HomeSections';
import { PartnersSection } from './PartnersSection';

const OFFERS: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <GroupsIcon />, title: 'Rede profissional especializada', text: 'Conecte-se a estudantes, profissionais e empresas de energia solar, eólica, elétrica, biomassa e hidrelétrica.' },
  { icon: <WorkIcon />, title: 'Vagas exclusivas', text: 'Empregos, estágios e projetos publicados por empresas do setor.' },
  { icon: <SchoolIcon />, title: 'Cursos certificados', text: 'Cursos, webinars e workshops gratuitos para crescer na carreira.' },
  { icon: <EventIcon />, title: 'Eventos de networking', text: 'Encontros presenciais e online com quem move a energia no Brasil.' },
];

// Fixed headline figures (spec §1, §9): not counted from the database.
export const HOME_STATS = [
  { value: 2847, label: 'Profissionais' },
  { value: 451, label: 'Empresas' },
  { value: 1293, label: 'Vagas' },
  { value: 89, label: 'Eventos' },
] as const;

export default function VisitorHome() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{ background: 'linear-gradient(135deg, #12592c 0%, #1b7a3e 45%, #1565c0 100%)', color: 'common.white', pt: { xs: 6, md: 10 }, pb: { xs: 9, md: 12 } }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center', px: { xs: 2, sm: 3 } }}>
          <Typography id="home-title" component="h1" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '3rem' } }}>
            A rede profissional da energia no Brasil
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}>
            Vagas, estágios, cursos gratuitos e eventos do setor de energia — solar, eólica, elétrica, biomassa e
            hidrelétrica — em um só lugar.
          </Typography>
          <HeroSearch />
        </Container>
      </Box>

      <Container component="section" aria-label="Números da rede" maxWidth="lg" sx={{ mt: -5, px: { xs: 1.5, sm: 3 } }}>
        <Paper elevation={3} sx={{ p: { xs: 2, sm: 3 } }}>
          <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
            {HOME_STATS.map((stat) => (
              <Grid key={stat.label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" color="text.secondary">
                  {stat.label}
                </Typography>
                <Typography component="dd" variant="h4" color="primary" sx={{ m: 0, fontSize: { xs: '1.7rem', md: '2.125rem' } }}>
                  {stat.value.toLocaleString('pt-BR')}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Paper>
      </Container>

      <Container component="section" aria-labelledby="offers-title" maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography id="offers-title" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 4 }}>
          O que você encontra aqui
        </Typography>
        <Grid container spacing={3}>
          {OFFERS.map((offer) => (
            <Grid key={offer.title} size={{ xs: 12, sm: 6, md: 3 }}>
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
            </Grid>
          ))}
        </Grid>
      </Container>

      <HomeTabs />
      <ProfileTypes />
      <Showcase />
      <Community />
      <About />
      <PartnersSection />
    </>
  );
}
