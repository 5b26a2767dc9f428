/**
 * Renders its children once they are about to be seen: when the placeholder enters the viewport
 * (a tall screen), or at the person's first scroll, key, click or touch anywhere (so a keyboard
 * user tabbing on, or a jump to the footer, never skips content that was not drawn).
 *
 * For what lies below the fold of a page people land on from a phone: its code and its render
 * wait until then, off the path of the first paint (issue 14). The placeholder is a screen tall,
 * so nothing below it is in view and nothing in view moves when the content arrives.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

const INTERACTIONS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '0px' });
    if (placeholder.current) observer.observe(placeholder.current);
    for (const type of INTERACTIONS) window.addEventListener(type, show, { once: true, passive: true, capture: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, show, { capture: true });
    };
  }, [near]);

  return near ? children : <Box ref={placeholder} data-when-near sx={{ minHeight: '100vh' }} />;
}
