/**
 * Portfolio items as cards: the owner's tab (with edit and delete) and the public profile
 * (read-only). An item's gallery shows its cover and, with more than one image, a row of
 * thumbnails; each opens the viewer (GalleryViewer) on its image, by click, Enter or Space.
 */
import { useState, type ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PORTFOLIO_CATEGORY_LABELS, type PortfolioItemDTO } from '@conecta/common';
import { GalleryViewer } from './GalleryViewer';
import { positionLabel } from './galleryNav';

function period(item: PortfolioItemDTO): string | null {
  const format = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString('pt-BR', { month: 'short', year: 'numeric' });
  if (!item.startDate && !item.endDate) return null;
  return `${item.startDate ? format(item.startDate) : '?'} – ${item.endDate ? format(item.endDate) : 'atual'}`;
}

/** The cover, then the thumbnails when there are several: each a button that opens the viewer on its image. */
function GalleryPreview({ item, onOpen }: { item: PortfolioItemDTO; onOpen: (index: number) => void }) {
  const { images, title } = item;
  const cover = images[0];
  if (!cover) return null;
  const count = images.length;
  return (
    <Box>
      <ButtonBase onClick={() => onOpen(0)} aria-label={`Ampliar imagem ${positionLabel(0, count)} de ${title}`} sx={{ display: 'block', width: '100%' }}>
        <CardMedia component="img" image={cover.url} alt={`Imagem de ${title}`} sx={{ height: 160, objectFit: 'cover' }} />
      </ButtonBase>
      {count > 1 ? (
        <Box component="ul" aria-label={`Imagens de ${title}`} sx={{ listStyle: 'none', m: 0, px: 1, pt: 1, display: 'flex', gap: 0.75, overflowX: 'auto' }}>
          {images.map((image, index) => (
            <li key={image.id}>
              <ButtonBase
                onClick={() => onOpen(index)}
                aria-label={`Ampliar imagem ${positionLabel(index, count)} de ${title}`}
                sx={{ display: 'block', borderRadius: 1, overflow: 'hidden' }}
              >
                <Box component="img" src={image.url} alt="" loading="lazy" sx={{ display: 'block', width: 48, height: 48, objectFit: 'cover' }} />
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export function PortfolioList({ items, actions }: { items: PortfolioItemDTO[]; actions?: (item: PortfolioItemDTO) => ReactNode }) {
  const [viewing, setViewing] = useState<{ itemId: string; index: number } | null>(null);
  // Read from the list each render, so the viewer follows an edit of the gallery it shows.
  const viewed = viewing ? items.find((item) => item.id === viewing.itemId) : undefined;
  return (
    <>
    <Box component="ul" aria-label="Itens do portfólio" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {items.map((item) => {
        const when = period(item);
        return (
          <li key={item.id}>
            <Card component="article" variant="outlined" aria-label={item.title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <GalleryPreview item={item} onOpen={(index) => setViewing({ itemId: item.id, index })} />
              <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Chip size="small" label={PORTFOLIO_CATEGORY_LABELS[item.category]} sx={{ alignSelf: 'flex-start' }} />
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                {when || item.location ? (
                  <Typography variant="body2" color="text.secondary">
                    {[when, item.location].filter(Boolean).join(' · ')}
                  </Typography>
                ) : null}
                {item.description ? <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.description}</Typography> : null}
                {[...item.technologies, ...item.skills].length ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {[...new Set([...item.technologies, ...item.skills])].map((t) => (
                      <Chip key={t} size="small" variant="outlined" label={t} />
                    ))}
                  </Box>
                ) : null}
                {item.achievements.length ? (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {item.achievements.map((a) => (
                      <Typography component="li" variant="body2" key={a}>
                        {a}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                  {item.projectUrl && /^https?:\/\//i.test(item.projectUrl) ? (
                    <Link href={item.projectUrl} target="_blank" rel="noopener noreferrer">
                      Ver projeto
                    </Link>
                  ) : null}
                  {item.documentUrl ? (
                    <Link href={item.documentUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <DescriptionIcon aria-hidden fontSize="small" />
                      {item.documentName ?? 'Documento'}
                    </Link>
                  ) : null}
                </Box>
              </CardContent>
              {actions ? <CardActions>{actions(item)}</CardActions> : null}
            </Card>
          </li>
        );
      })}
    </Box>
    {viewing && viewed && viewed.images.length ? (
      <GalleryViewer title={viewed.title} images={viewed.images} startIndex={viewing.index} onClose={() => setViewing(null)} />
    ) : null}
    </>
  );
}
