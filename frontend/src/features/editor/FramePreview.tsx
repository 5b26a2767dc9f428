/**
 * A preview at a device's width: the section is rendered by React into an iframe of that width
 * (a portal), so its responsive styles answer to the frame's width, not the editor's window. MUI's
 * styles are injected into the frame's own head (an emotion cache there); the page's style sheets
 * are copied in for the fonts. The frame is scaled down to fit the column and is inert: a preview
 * is looked at, not used.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';

export function FramePreview({ width, title, children }: { width: number; title: string; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<{ body: HTMLElement; cache: EmotionCache } | null>(null);
  const [available, setAvailable] = useState(width);
  const [height, setHeight] = useState(400);

  // The frame's document: its head receives MUI's styles, its body the section.
  useEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!doc) return;
    // Standards mode, as the page itself (an empty frame starts in quirks mode).
    doc.open();
    doc.write('<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head><body></body></html>');
    doc.close();
    for (const node of document.querySelectorAll('link[rel="stylesheet"]')) doc.head.appendChild(node.cloneNode(true));
    doc.body.setAttribute('inert', '');
    doc.body.style.margin = '0';
    setTarget({ body: doc.body, cache: createCache({ key: 'preview', container: doc.head, prepend: true }) });
  }, []);

  // Scaled to the column's width; the frame grows to its content's height.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setAvailable(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!target) return;
    const observer = new ResizeObserver(() => setHeight(Math.max(200, target.body.scrollHeight)));
    observer.observe(target.body);
    return () => observer.disconnect();
  }, [target]);

  const scale = Math.min(1, available / width);
  return (
    <Box ref={boxRef} sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ width: width * scale, height: height * scale, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.default' }}>
        <iframe
          ref={frameRef}
          title={title}
          tabIndex={-1}
          style={{ width, height, border: 0, transform: `scale(${scale})`, transformOrigin: 'top left', display: 'block' }}
        />
      </Box>
      {target
        ? createPortal(
            <CacheProvider value={target.cache}>
              <ThemeProvider theme={theme}>
                <CssBaseline />
                {children}
              </ThemeProvider>
            </CacheProvider>,
            target.body,
          )
        : null}
    </Box>
  );
}
