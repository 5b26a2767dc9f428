/** The only shape a partner leaves the server in (the contact e-mail stays in the admin panel). */
import type { PartnerDTO } from '@conecta/common';
import type { PartnerDocument } from '../models/partner';

export function presentPartner(p: PartnerDocument): PartnerDTO {
  return {
    id: p._id.toString(),
    name: p.name,
    description: p.description ?? null,
    logo: p.logo ?? null,
    website: p.website ?? null,
    sponsorshipLevel: p.sponsorshipLevel,
    isActive: p.isActive ?? true,
    isFeatured: p.isFeatured ?? false,
    displayOrder: p.displayOrder ?? 0,
  };
}
