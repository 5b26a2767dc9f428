import type { ModeratedKind } from '@conecta/common';
import { TakeDownButton } from '../takedown/TakeDownButton';
import { FavoriteButton } from './FavoriteButton';

/**
 * The foot of a course's or an event's card after its own action: the bookmark, and for an admin
 * 'Retirar do ar' — neither has a page of its own, so its card is where an admin takes it down (issue 25).
 */
export function ItemCardActions({ kind, id, title }: { kind: Extract<ModeratedKind, 'course' | 'event'>; id: string; title: string }) {
  return (
    <>
      <FavoriteButton kind={kind} id={id} sx={{ ml: 'auto' }} />
      <TakeDownButton target={{ kind, id }} title={title} size="small" variant="text" />
    </>
  );
}
