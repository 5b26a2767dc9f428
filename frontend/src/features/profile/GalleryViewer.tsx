/**
 * A portfolio item's images, one at a time, in a dialog (issue 25), on the owner's tab and on the
 * public profile. ← → (and Home/End) move, the buttons too, a swipe on a phone (pointer events on
 * the picture; `touch-action: pan-y` leaves vertical scrolling to the browser and hands horizontal
 * travel to us), Esc or 'Fechar' closes; 'n de N' is shown and announced. MUI's Dialog keeps focus
 * inside and gives it back to the thumbnail that opened it. The decisions are galleryNav.ts's.
 * Reusable as is for any list of pictures with a title (services' photos).
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { positionLabel, stepWithin, swipeStep, viewerKeyStep } from './galleryNav';

export interface GalleryImage {
  id: string;
  url: string;
}

export function GalleryViewer({ title, images, startIndex, onClose }: { title: string; images: GalleryImage[]; startIndex: number; onClose: () => void }) {
  const [chosen, setIndex] = useState(() => stepWithin(startIndex, 0, images.length));
  const fullScreen = useMediaQuery('(max-width:600px)');
  const titleId = useId();
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = images.length;
  // The gallery may shrink while open (the owner removed an image in another tab): stay within it.
  const index = stepWithin(chosen, 0, count);
  const image = images[index];

  const onKeyDown = (event: KeyboardEvent) => {
    // Esc is the Dialog's own (onClose); the arrows are ours wherever focus is inside.
    if (event.key === 'Escape') return;
    const step = viewerKeyStep(event.key, index, count);
    if (step?.kind === 'show') {
      event.preventDefault();
      setIndex(step.index);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step !== 0) setIndex((i) => stepWithin(i, step, count));
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {count ? positionLabel(index, count) : null}
        </Typography>
        <IconButton onClick={onClose} aria-label="Fechar">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        data-testid="gallery-stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        sx={{ position: 'relative', flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.900', minHeight: { xs: 240, sm: 420 }, touchAction: 'pan-y', userSelect: 'none' }}
      >
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt={`${title}, imagem ${positionLabel(index, count)}`}
            draggable={false}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: fullScreen ? 'calc(100vh - 140px)' : '75vh', objectFit: 'contain' }}
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 1, py: 1 }}>
        <IconButton onClick={() => setIndex((i) => stepWithin(i, -1, count))} disabled={index === 0} aria-label="Imagem anterior" size="large">
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          Use ← → ou deslize para navegar
        </Typography>
        <IconButton onClick={() => setIndex((i) => stepWithin(i, 1, count))} disabled={index >= count - 1} aria-label="Próxima imagem" size="large">
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Dialog>
  );
}
