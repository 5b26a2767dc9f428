/**
 * Minimal visitor home: hero, what the network offers and the headline figures
 * (spec §1). The catalogue issue adds search, tabs, partners and the dashboard.
 */
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import EventIcon from '@mui/icons-material/Event';
import WorkIcon from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../auth/session';

const OFFERS: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  { icon: <GroupsIcon />, title: 'Rede profissional especializada', text: 'Conecte-se a estudantes, profissionais e empresas de energia solar, eólica, elétrica, biomassa e hidrelétrica.' },
  { icon: <WorkIcon />, title: 'Vagas exclusivas', text: 'Empregos, estágios e projetos publicados por empresas do setor.' },
  { icon: <SchoolIcon />, title: 'Cursos certificados', text: 'Cursos, webinars e workshops gratuitos para crescer na carreira.' },
  { icon: <EventIcon />, title: 'Eventos de networking', text: 'Encontros presenciais e online com quem move a energia no Brasil.' },
];

// Fixed headline figures (spec §1, §9).
const STATS = [
  { value: 2847, label: 'Profissionais' },
  { value: 451, label: 'Empresas' },
  { value: 1293, label: 'Vagas' },
  { value: 89, label: 'Eventos' },
];

export default function HomePage() {
  const { user } = useCurrentUser();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{ background: 'linear-gradient(135deg, #12592c 0%, #1b7a3e 45%, #1565c0 100%)', color: 'common.white', py: { xs: 7, md: 11 } }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="home-title" component="h1" variant="h3" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            A rede profissional da energia no Brasil
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}>
            Vagas, estágios, cursos gratuitos e eventos do setor de energia — solar, eólica, elétrica, biomassa e
            hidrelétrica — em um só lugar.
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" color="warning" size="large" href="/vagas">
              Ver vagas
            </Button>
            {user ? null : (
              <Button variant="outlined" color="inherit" size="large" href="/auth?tab=cadastro">
                Cadastre-se grátis
              </Button>
            )}
            <Button variant="text" color="inherit" size="large" href="/cursos">
              Explorar cursos
            </Button>
          </Box>
        </Container>
      </Box>

      <Container component="section" aria-label="Números da rede" maxWidth="lg" sx={{ mt: -4 }}>
        <Paper elevation={3} sx={{ p: 3 }}>
          <Grid container spacing={2}>
            {STATS.map((stat) => (
              <Grid key={stat.label} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
                <Typography component="p" variant="h4" color="primary">
                  {stat.value.toLocaleString('pt-BR')}
                </Typography>
                <Typography color="text.secondary">
                  {stat.label}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Paper>
      </Container>

      <Container component="section" aria-labelledby="offers-title" maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
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
    </>
  );
}
