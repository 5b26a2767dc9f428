/**
 * The static sections of the visitor home (spec §2): profile-type cards,
 * the course and event showcase (fixed sample content) and About (the
 * community call is the editable 'cta' section, LandingSections.tsx).
 */
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EngineeringIcon from '@mui/icons-material/Engineering';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RegisterableUserType } from '@conecta/common';
import { SectionHeading } from './SectionHeading';
import { IconLine } from '../../components/IconLine';

const PROFILE_TYPES: ReadonlyArray<{ type: RegisterableUserType; title: string; text: string; perks: string[]; icon: ReactNode }> = [
  {
    type: 'student',
    title: 'Estudante',
    text: 'Comece sua carreira no setor de energia.',
    perks: ['Vagas de estágio', 'Cursos gratuitos', 'Mentoria e networking'],
    icon: <SchoolIcon fontSize="large" />,
  },
  {
    type: 'professional',
    title: 'Profissional',
    text: 'Mostre sua experiência e encontre novos projetos.',
    perks: ['Perfil com portfólio', 'Vagas exclusivas', 'Eventos do setor'],
    icon: <EngineeringIcon fontSize="large" />,
  },
  {
    type: 'company',
    title: 'Empresa',
    text: 'Encontre talentos e divulgue seus serviços.',
    perks: ['Publicação de vagas', 'Busca de talentos', 'Divulgação de eventos'],
    icon: <BusinessIcon fontSize="large" />,
  },
];

export function ProfileTypes() {
  return (
    <Container component="section" aria-labelledby="perfis-titulo" maxWidth="lg" sx={{ py: { xs: 5, md: 7 }, px: { xs: 1.5, sm: 3 } }}>
      <SectionHeading id="perfis-titulo" title="Escolha seu perfil" lead="Um cadastro gratuito para cada momento da sua trajetória." />
      <Grid container spacing={3}>
        {PROFILE_TYPES.map((profile) => (
          <Grid key={profile.type} size={{ xs: 12, md: 4 }}>
            <Card component="article" variant="outlined" aria-labelledby={`perfil-${profile.type}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Box aria-hidden sx={{ color: 'primary.main', mb: 1 }}>
                  {profile.icon}
                </Box>
                <Typography id={`perfil-${profile.type}`} component="h3" variant="h5">
                  {profile.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {profile.text}
                </Typography>
                <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5, color: 'text.secondary' }}>
                  {profile.perks.map((perk) => (
                    <li key={perk}>{perk}</li>
                  ))}
                </Box>
              </CardContent>
              <Box sx={{ px: 2, pb: 2 }}>
                {/* A plain anchor: /api/login?userType= is a server redirect to Cadastro (spec §2). */}
                <Button component="a" href={`/api/login?userType=${profile.type}`} variant="contained" fullWidth>
                  Cadastrar como {profile.title}
                </Button>
              </Box>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

/** The showcase's fixed sample course and event (spec §2), the same panel each. */
const SAMPLES: ReadonlyArray<{
  chips: ReadonlyArray<{ label: string; color?: 'success' | 'secondary' }>;
  title: string;
  text: string;
  facts: ReadonlyArray<{ icon: ReactNode; text: string }>;
  link: { href: string; label: string };
}> = [
  {
    chips: [{ label: 'Gratuito', color: 'success' }, { label: 'Curso', color: 'secondary' }, { label: 'Iniciante' }],
    title: 'Fundamentos de Energia Solar Fotovoltaica',
    text: 'Radiação solar, módulos, inversores e os componentes de um sistema conectado à rede, com certificado de conclusão.',
    facts: [{ icon: <ScheduleIcon aria-hidden fontSize="small" />, text: '12 horas · Online' }],
    link: { href: '/cursos', label: 'Ver cursos' },
  },
  {
    chips: [{ label: 'Presencial', color: 'secondary' }, { label: 'Eólica' }],
    title: 'Encontro Nordeste de Energia Eólica',
    text: 'Palestras sobre operação e manutenção de parques, repotenciação e hidrogênio verde, com rodada de networking entre empresas e profissionais.',
    facts: [
      { icon: <CalendarMonthIcon aria-hidden fontSize="small" />, text: 'Dois dias de programação' },
      { icon: <PlaceIcon aria-hidden fontSize="small" />, text: 'Natal - RN' },
    ],
    link: { href: '/eventos', label: 'Ver eventos' },
  },
];

export function Showcase() {
  return (
    <Box component="section" aria-labelledby="vitrine-titulo" sx={{ bgcolor: '#eaf3ee', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <SectionHeading id="vitrine-titulo" title="Aprenda e participe" lead="Cursos certificados e eventos de networking para quem vive a energia." />
        <Grid container spacing={3}>
          {SAMPLES.map((sample) => (
            <Grid key={sample.title} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {sample.chips.map((chip) => (
                    <Chip key={chip.label} size="small" color={chip.color} variant={chip.color ? 'filled' : 'outlined'} label={chip.label} />
                  ))}
                </Stack>
                <Typography component="h3" variant="h5">
                  {sample.title}
                </Typography>
                <Typography color="text.secondary">{sample.text}</Typography>
                {sample.facts.map((fact) => (
                  <IconLine key={fact.text} icon={fact.icon}>
                    {fact.text}
                  </IconLine>
                ))}
                <Box sx={{ mt: 'auto' }}>
                  <Button variant="contained" href={sample.link.href}>
                    {sample.link.label}
                  </Button>
                </Box>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

export function About() {
  return (
    <Container component="section" aria-labelledby="sobre-titulo" maxWidth="md" sx={{ py: { xs: 5, md: 7 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography id="sobre-titulo" component="h2" variant="h4" sx={{ textAlign: 'center', mb: 2 }}>
        Sobre a Conecta Energia
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        A Conecta Energia é a rede profissional do arranjo produtivo local de energia: solar, eólica, elétrica, biomassa
        e hidrelétrica. Reunimos estudantes, profissionais, empresas e o público em geral em um só lugar.
      </Typography>
      <Typography color="text.secondary">
        Aqui você encontra vagas e estágios, cursos gratuitos, eventos do setor e um diretório de profissionais e
        empresas — tudo para fortalecer o mercado de energia e acelerar a transição energética no Brasil.
      </Typography>
    </Container>
  );
}
