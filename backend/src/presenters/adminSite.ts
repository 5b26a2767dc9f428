/** The admin panel's shapes (common/src/admin.ts): users, partners, the audit log, settings and landing sections. */
import {
  DEFAULT_LANDING_CONTENT,
  DEFAULT_SITE_SETTINGS,
  LANDING_SECTION_NAMES,
  type AdminPartnerDTO,
  type AdminUserDTO,
  type AuditLogDTO,
  type LandingContent,
  type LandingSectionDTO,
  type LandingSectionId,
  type SiteSettingsDTO,
  type UserType,
} from '@conecta/common';
import type { PartnerDocument } from '../models/partner';
import type { SiteSettingsFields } from '../models/siteSettings';
import type { LandingSectionFields } from '../models/landingSection';
import { presentPartner } from './partner';

export interface AdminUserRow {
  _id: { toString(): string };
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  companyName?: string | null;
  isVerified?: boolean | null;
  isAdmin?: boolean | null;
  isSuspended?: boolean | null;
  pageRemoved?: boolean | null;
  pageRemovedReason?: string | null;
  createdAt?: Date | null;
}

export function presentAdminUser(user: AdminUserRow): AdminUserDTO {
  return {
    id: user._id.toString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType as UserType,
    companyName: user.companyName ?? null,
    isVerified: user.isVerified ?? false,
    isAdmin: user.isAdmin ?? false,
    isSuspended: user.isSuspended ?? false,
    pageRemoved: user.pageRemoved === true,
    pageRemovedReason: user.pageRemoved === true ? (user.pageRemovedReason ?? null) : null,
    createdAt: (user.createdAt ?? new Date(0)).toISOString(),
  };
}

/** The public shape plus what only the panel sees: the contact e-mail and the last change. */
export function presentAdminPartner(p: PartnerDocument): AdminPartnerDTO {
  return {
    ...presentPartner(p),
    contactEmail: p.contactEmail ?? null,
    updatedAt: (p.updatedAt ?? new Date(0)).toISOString(),
  };
}

export interface AuditLogRow {
  _id: { toString(): string };
  actorId?: { toString(): string } | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  details?: unknown;
  createdAt?: Date | null;
}

export function presentAuditLog(row: AuditLogRow, actorNames: Map<string, string>): AuditLogDTO {
  const actorId = row.actorId?.toString() ?? null;
  const raw = (row.details ?? {}) as Record<string, unknown>;
  // Entries written before the { before, after } shape carry the new values only.
  const details = 'before' in raw || 'after' in raw ? (raw as { before?: unknown; after?: unknown }) : { before: null, after: row.details ?? null };
  return {
    id: row._id.toString(),
    actor: actorId ? { id: actorId, name: actorNames.get(actorId) ?? 'Conta removida' } : null,
    action: row.action,
    targetType: row.targetType ?? null,
    targetId: row.targetId ?? null,
    before: details.before ?? null,
    after: details.after ?? null,
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
  };
}

/** Unset fields (a fresh database, a field added later) show the defaults. */
export function presentSiteSettings(doc: (Partial<SiteSettingsFields> & { updatedAt?: Date | null }) | null): SiteSettingsDTO {
  const d = DEFAULT_SITE_SETTINGS;
  const stats = doc?.homeStats as Partial<SiteSettingsDTO['homeStats']> | null | undefined;
  return {
    contactEmail: doc?.contactEmail ?? d.contactEmail,
    contactPhone: doc?.contactPhone ?? d.contactPhone,
    contactAddress: doc?.contactAddress ?? d.contactAddress,
    contactHours: doc?.contactHours?.length ? [...doc.contactHours] : [...d.contactHours],
    homeStats: {
      professionals: stats?.professionals ?? d.homeStats.professionals,
      companies: stats?.companies ?? d.homeStats.companies,
      jobs: stats?.jobs ?? d.homeStats.jobs,
      events: stats?.events ?? d.homeStats.events,
    },
    registrationsOpen: doc?.registrationsOpen ?? d.registrationsOpen,
    publishVerifiedCompanyJobs: doc?.publishVerifiedCompanyJobs ?? d.publishVerifiedCompanyJobs,
    updatedAt: doc?.updatedAt ? doc.updatedAt.toISOString() : null,
  };
}

export function presentLandingSection(
  id: LandingSectionId,
  doc: (Partial<LandingSectionFields> & { updatedAt?: Date | null }) | null,
): LandingSectionDTO {
  const stored = (doc?.content ?? {}) as Partial<Record<keyof LandingContent, string | null>>;
  const defaults = DEFAULT_LANDING_CONTENT[id];
  const content = Object.fromEntries(
    (Object.keys(defaults) as Array<keyof LandingContent>).map((key) => [key, stored[key] ?? defaults[key]]),
  ) as unknown as LandingContent;
  return {
    id,
    name: LANDING_SECTION_NAMES[id],
    visible: doc?.visible ?? true,
    content,
    updatedAt: doc?.updatedAt ? doc.updatedAt.toISOString() : null,
  };
}
