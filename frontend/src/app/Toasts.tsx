/**
 * Where the toasts live (spec §9). The host itself (notistack) loads with the first toast; this
 * part, in every page's first load, only mounts it then and gives F8: it moves the keyboard
 * focus to the toast, to read or close it without a mouse.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onToastHostWanted } from '../lib/toast';

const ToastHost = lazy(() => import('./ToastHost'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastHostWanted(() => setWanted(true)), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const button = document.querySelector<HTMLElement>('[data-toast] button');
      if (button) {
        event.preventDefault();
        button.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
