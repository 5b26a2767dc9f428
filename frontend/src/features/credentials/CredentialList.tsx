/**
 * The owner's credentials as cards, as the portfolio's items (PortfolioList): the norm's name, the
 * state chip of the day ('Válida até dd/mm/aaaa', 'Vence em N dias' in the warning colour,
 * 'Vencida' in the error one), training date, hours, institution, notes and the certificate.
 */
import type { ReactNode } from 'react';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CredentialDTO } from '@conecta/common';
import { credentialTitle, ptDay, stateChip } from './credentialForm';

export function CredentialList({ items, actions, today = new Date() }: { items: CredentialDTO[]; actions?: (item: CredentialDTO) => ReactNode; today?: Date }) {
  return (
    <Box component="ul" aria-label="Certificações" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {items.map((item) => {
        const chip = stateChip(item, today);
        return (
          <li key={item.id}>
            <Card component="article" variant="outlined" aria-label={credentialTitle(item)} data-testid="credential" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  {/* h2: on /profile the tab's cards follow the page's h1 with no section heading between. */}
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {item.name}
                  </Typography>
                  <Chip size="small" color={chip.color} label={chip.label} data-testid="credential-state" />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  Treinamento em {ptDay(item.trainedOn)} · {item.hours} h
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.institution}
                </Typography>
                {item.notes ? (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {item.notes}
                  </Typography>
                ) : null}
                {item.certificateUrl ? (
                  <Link href={item.certificateUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                    <DescriptionIcon aria-hidden fontSize="small" />
                    {item.certificateName ?? 'Certificado'}
                  </Link>
                ) : null}
              </CardContent>
              {actions ? <CardActions sx={{ flexWrap: 'wrap' }}>{actions(item)}</CardActions> : null}
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
