/**
 * Partners on the visitor home (spec §2): only active ones, grouped and
 * ordered platinum → gold → silver → bronze, the logo larger for a higher
 * tier; a logo that fails to load becomes a placeholder with the name.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANDING_CONTENT, SPONSORSHIP_LEVELS, type LandingContent, type PartnerDTO, type SponsorshipLevel } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { placeholderLogo } from './partnerLogo';
import { useGetPartnersQuery } from './partnersApi';
import { SectionHeading } from './SectionHeading';

/** Logo height in px per tier (the spec only says the sizes differ). */
export const LOGO_HEIGHT: Record<SponsorshipLevel, number> = { platinum: 120, gold: 96, silver: 72, bronze: 56 };

const TIER_LABELS: Record<SponsorshipLevel, string> = {
  platinum: 'Patrocinadores Platinum',
  gold: 'Patrocinadores Ouro',
  silver: 'Patrocinadores Prata',
  bronze: 'Patrocinadores Bronze',
};

function PartnerLogo({ partner }: { partner: PartnerDTO }) {
  const placeholder = placeholderLogo(partner.name);
  const [src, setSrc] = useState(partner.logo || placeholder);
  const height = LOGO_HEIGHT[partner.sponsorshipLevel];
  const image = (
    <Box
      component="img"
      src={src}
      alt={partner.name}
      title={partner.name}
      data-partner-logo
      onError={() => {
        if (src !== placeholder) setSrc(placeholder);
      }}
      sx={{ height, width: 'auto', maxWidth: '100%', objectFit: 'contain', display: 'block' }}
    />
  );
  return partner.website ? (
    <Link href={partner.website} target="_blank" rel="noopener noreferrer" aria-label={`${partner.name} (abre em nova aba)`} sx={{ display: 'inline-block', borderRadius: 1 }}>
      {image}
    </Link>
  ) : (
    image
  );
}

export function sortPartners(partners: readonly PartnerDTO[]): PartnerDTO[] {
  return partners
    .filter((partner) => partner.isActive)
    .sort(
      (a, b) =>
        SPONSORSHIP_LEVELS.indexOf(a.sponsorshipLevel) - SPONSORSHIP_LEVELS.indexOf(b.sponsorshipLevel) ||
        a.displayOrder - b.displayOrder ||
        a.name.localeCompare(b.name, 'pt-BR'),
    );
}

/** The section's texts come from the landing editor (title, subtitle as the lead, description, button). */
export function PartnersSection({ content = DEFAULT_LANDING_CONTENT.partners }: { content?: LandingContent }) {
  const { data, isLoading, isError, refetch } = useGetPartnersQuery();
  const partners = sortPartners(data ?? []);

  return (
    <Box component="section" aria-labelledby="parceiros-titulo" data-landing-section="partners" sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <SectionHeading id="parceiros-titulo" title={content.title} lead={content.subtitle} />
        {content.description ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: -2, mb: 4, whiteSpace: 'pre-line' }}>
            {content.description}
          </Typography>
        ) : null}
        {isLoading ? (
          <SectionLoader />
        ) : isError ? (
          <ErrorState message="Não foi possível carregar os parceiros." onRetry={() => void refetch()} />
        ) : partners.length === 0 ? (
          <EmptyState message="Nenhum parceiro cadastrado" />
        ) : (
          SPONSORSHIP_LEVELS.map((level) => {
            const tier = partners.filter((partner) => partner.sponsorshipLevel === level);
            if (tier.length === 0) return null;
            return (
              <Box key={level} data-tier={level} sx={{ mb: 4 }}>
                <Typography component="h3" variant="overline" sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', fontWeight: 700, mb: 1.5 }}>
                  {TIER_LABELS[level]}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: { xs: 2, md: 4 } }}>
                  {tier.map((partner) => (
                    <Box component="li" key={partner.id} data-partner={partner.name} data-level={partner.sponsorshipLevel} sx={{ maxWidth: '100%' }}>
                      <PartnerLogo partner={partner} />
                    </Box>
                  ))}
                </Box>
              </Box>
            );
          })
        )}
        {content.buttonText && content.buttonLink ? (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button variant="outlined" href={content.buttonLink} {...(/^https?:\/\//i.test(content.buttonLink) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {content.buttonText}
            </Button>
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}
