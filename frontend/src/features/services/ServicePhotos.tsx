/** A service's photos as thumbnails, each opening the galleries' viewer (keyboard and swipe) at that photo. */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ServicePhotoDTO } from '@conecta/common';
import { GalleryViewer } from '../profile/GalleryViewer';

export function ServicePhotos({ title, photos }: { title: string; photos: ServicePhotoDTO[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement[]>([]);
  if (photos.length === 0) return null;
  return (
    <>
      <Box component="ul" aria-label="Fotos do serviço" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ButtonBase
              ref={(node: HTMLButtonElement | null) => {
                if (node) opener.current[index] = node;
              }}
              onClick={() => setOpen(index)}
              aria-label={`Ver foto ${index + 1} de ${photos.length}`}
              sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' } }}
            >
              <Box component="img" src={photo.url} alt="" loading="lazy" sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }} />
            </ButtonBase>
          </li>
        ))}
      </Box>
      {open !== null ? <GalleryViewer title={title} images={photos} startIndex={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
