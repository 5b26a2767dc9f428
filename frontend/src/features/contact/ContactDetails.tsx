import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CONTACT_DETAILS } from '@conecta/common';
import { useGetSiteSettingsQuery } from '../home/siteContentApi';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mt: '2px' }}>
        {icon}
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle2">
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/**
 * Contact-details panel of /contato (spec §2): what the admins set in 'Configurações'
 * (GET /api/settings), the built-in details while it loads or if it fails.
 */
export function ContactDetails() {
  const { data: settings } = useGetSiteSettingsQuery();
  const details = settings
    ? { email: settings.contactEmail, phone: settings.contactPhone, address: settings.contactAddress, hours: settings.contactHours }
    : CONTACT_DETAILS;
  const tel = details.phone.replace(/\D/g, '');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-details-title" sx={{ p: 3 }}>
      <Typography id="contact-details-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Informações de contato
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Row icon={<EmailIcon />} title="Email">
          <Link href={`mailto:${details.email}`} sx={{ wordBreak: 'break-all' }}>
            {details.email}
          </Link>
        </Row>
        <Row icon={<PhoneIcon />} title="Telefone">
          <Link href={`tel:+55${tel}`}>{details.phone}</Link>
        </Row>
        <Row icon={<PlaceIcon />} title="Endereço">
          <Typography variant="body2">{details.address}</Typography>
        </Row>
        <Row icon={<AccessTimeIcon />} title="Horário de atendimento">
          {details.hours.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Row>
      </Box>
    </Paper>
  );
}

/** About panel of /contato (spec §2). */
export function ContactAbout() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-about-title" sx={{ p: 3, bgcolor: '#eef6f0' }}>
      <Typography id="contact-about-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Sobre a Conecta Energia
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Somos a rede profissional do arranjo produtivo de energia: conectamos estudantes, profissionais, empresas e o
        público a vagas, estágios, cursos gratuitos e eventos de energia solar, eólica, elétrica, biomassa e
        hidrelétrica. Fale com a gente sobre parcerias, oportunidades de negócio, imprensa ou suporte.
      </Typography>
    </Paper>
  );
}
