/** A portfolio item as it leaves the server (owner's list and public profile alike): no storage keys. */
import type { PortfolioItemDTO } from '@conecta/common';
import type { PortfolioItemDocument } from '../models/portfolioItem';

/** Dates are calendar days: stored as UTC midnight, shown as 'YYYY-MM-DD'. */
const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

export function presentPortfolioItem(item: PortfolioItemDocument): PortfolioItemDTO {
  const images = item.images.map((image) => ({ id: image._id.toString(), url: image.url }));
  return {
    id: item._id.toString(),
    userId: item.userId.toString(),
    title: item.title,
    description: item.description ?? null,
    category: item.category,
    images,
    imageUrl: images[0]?.url ?? null,
    projectUrl: item.projectUrl ?? null,
    documentUrl: item.documentUrl ?? null,
    documentName: item.documentUrl ? (item.documentName ?? null) : null,
    startDate: day(item.startDate),
    endDate: day(item.endDate),
    location: item.location ?? null,
    technologies: [...(item.technologies ?? [])],
    skills: [...(item.skills ?? [])],
    achievements: [...(item.achievements ?? [])],
    createdAt: (item.createdAt ?? new Date()).toISOString(),
    updatedAt: (item.updatedAt ?? item.createdAt ?? new Date()).toISOString(),
  };
}
