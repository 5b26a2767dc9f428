/**
 * Footer groups of spec §1. Help is a placeholder in the spec, so it is shown as text until its
 * page exists rather than as a link that leads nowhere; privacy and terms have their pages
 * (issue 26, LGPD).
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ServerKept } from '../../components/ServerKept';
import { Brand } from './Brand';

interface FooterItem {
  label: string;
  to?: string;
}

const GROUPS: ReadonlyArray<{ title: string; items: FooterItem[] }> = [
  {
    title: 'Profissionais',
    items: [
      { label: 'Vagas', to: '/vagas' },
      { label: 'Criar Perfil', to: '/auth?tab=cadastro' },
      { label: 'Cursos', to: '/cursos' },
      { label: 'Eventos', to: '/eventos' },
    ],
  },
  {
    title: 'Empresas',
    items: [
      { label: 'Publicar Vagas', to: '/auth?tab=cadastro&userType=company' },
      { label: 'Anunciar Serviços', to: '/auth?tab=cadastro&userType=company' },
      { label: 'Encontrar Talentos', to: '/profissionais' },
      { label: 'Criar Eventos', to: '/eventos' },
    ],
  },
  {
    title: 'Suporte',
    items: [
      { label: 'Contato', to: '/contato' },
      { label: 'Ajuda' },
      { label: 'Privacidade', to: '/privacidade' },
      { label: 'Termos', to: '/termos' },
    ],
  },
];

/** The same on every page: on the server, drawn once and kept (ServerKept, decision 0038). */
export function Footer() {
  return (
    <ServerKept also="footer">
      <FooterContent />
    </ServerKept>
  );
}

function FooterContent() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f2a1b', color: 'grey.300', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        {/* A CSS grid, not MUI's Grid: the footer is on every first load (issue 14). */}
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Brand inverted />
            <Typography variant="body2" sx={{ mt: 1.5, color: 'grey.400' }}>
              A rede profissional do setor de energia: vagas, estágios, cursos gratuitos e eventos de solar, eólica,
              elétrica, biomassa e hidrelétrica.
            </Typography>
          </Box>
          {GROUPS.map((group) => (
            <Box key={group.title}>
              <Typography component="h2" variant="subtitle1" sx={{ color: 'common.white', fontWeight: 700, mb: 1 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                {group.items.map((item) => (
                  <li key={item.label}>
                    {item.to ? (
                      <Link href={item.to} underline="hover" sx={{ color: 'grey.300' }}>
                        {item.label}
                      </Link>
                    ) : (
                      <Typography component="span" variant="body2" sx={{ color: 'grey.500' }}>
                        {item.label}
                      </Typography>
                    )}
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.12)', color: 'grey.400', textAlign: 'center' }}>
          © 2025 Conecta Energia. Todos os direitos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
