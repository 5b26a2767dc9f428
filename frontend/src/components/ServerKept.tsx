import { useContext, useId, type ReactElement } from 'react';
import { CardDrawerContext, type CardDrawer } from './cardMarkup';

interface SlotProps {
  element: ReactElement;
  /** What the markup reads besides `keyOf`'s props: it is kept per value. */
  also?: string;
  /** What the markup is kept by: `element` unless named. */
  keyOf?: ReactElement;
}

/** A part of the page the server draws once and keeps (ssr.tsx): the same element, drawn by its kept markup. */
export function KeptSlot({ drawer, ...slot }: SlotProps & { drawer: CardDrawer }) {
  const idPrefix = useId();
  return <KeptSlotMarker drawer={drawer} idPrefix={idPrefix} {...slot} />;
}

// No hooks here: the drawer runs a render of its own inside this component's.
function KeptSlotMarker({ drawer, idPrefix, element, also, keyOf }: SlotProps & { drawer: CardDrawer; idPrefix: string }) {
  return drawer.slot(element, idPrefix, also, keyOf) ?? element;
}

/**
 * `children` as they are in the browser; on the server, drawn once per `also` (and the child's
 * props) and kept (decision 0038): the page frame, the same on every page of a kind, is then no
 * longer drawn again by every uncached render. `also` must name everything the child's markup
 * reads besides its props (hooks: the address, the session — a visitor's on the server). A
 * child holding a React element in its props, or a lazy component that may not have loaded, is
 * not kept (`keep={false}`): an element's props do not say which component it is, and a kept
 * render would keep a Suspense fallback.
 */
export function ServerKept({ children, also, keep = true }: { children: ReactElement; also?: string; /** False: drawn as any other element (what it holds is not all in its props). */ keep?: boolean }) {
  const drawer = useContext(CardDrawerContext);
  return drawer && keep ? <KeptSlot drawer={drawer} element={children} also={also} /> : children;
}
