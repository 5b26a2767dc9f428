/** A favourite as its owner's 'Favoritos' lists it: the live item when still public, the snapshot always. */
import type { CourseDTO, EventDTO, FavoriteDTO, FavoriteSnapshot, JobDTO } from '@conecta/common';
import type { FavoriteDocument } from '../models/favorite';

type LiveItem = JobDTO | CourseDTO | EventDTO;

export function presentSnapshot(snapshot: FavoriteDocument['snapshot']): FavoriteSnapshot {
  return {
    title: snapshot.title,
    subtitle: snapshot.subtitle ?? '',
    location: snapshot.location ?? null,
    date: snapshot.date ? snapshot.date.toISOString() : null,
  };
}

/** `item`: the item's public DTO, or null when it is closed, refused or gone. */
export function presentFavorite(favorite: FavoriteDocument, item: LiveItem | null): FavoriteDTO {
  const base = {
    id: favorite._id.toString(),
    itemId: favorite.itemId.toString(),
    savedAt: favorite.createdAt.toISOString(),
    snapshot: presentSnapshot(favorite.snapshot),
    available: item !== null,
  };
  // The kind decides the item's type; the service resolved it from that kind's collection.
  switch (favorite.kind) {
    case 'job':
      return { ...base, kind: 'job', item: item as JobDTO | null };
    case 'course':
      return { ...base, kind: 'course', item: item as CourseDTO | null };
    case 'event':
      return { ...base, kind: 'event', item: item as EventDTO | null };
  }
}
