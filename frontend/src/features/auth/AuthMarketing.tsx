import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const POINTS = [
  'Vagas de emprego e estágio em energia solar, eólica, elétrica, biomassa e hidrelétrica',
  'Cursos, webinars e workshops gratuitos',
  'Eventos e networking com empresas do setor',
  'Perfil profissional com portfólio de projetos',
];

/** Side panel of /auth (spec §2): why join. */
export function AuthMarketing() {
  return (
    <Box
      component="aside"
      aria-labelledby="auth-marketing-title"
      sx={{
        height: '100%',
        borderRadius: 3,
        p: { xs: 3, md: 5 },
        color: 'common.white',
        background: 'linear-gradient(160deg, #12592c 0%, #1b7a3e 50%, #1565c0 100%)',
      }}
    >
      <Typography id="auth-marketing-title" component="h2" variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        Conecte sua carreira ao futuro da energia
      </Typography>
      <Typography sx={{ mt: 2, opacity: 0.92 }}>
        Junte-se a estudantes, profissionais e empresas que estão construindo a transição energética no Brasil.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0, display: 'grid', gap: 1.5 }}>
        {POINTS.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden sx={{ color: 'warning.main', mt: '2px' }} />
            <span>{point}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
