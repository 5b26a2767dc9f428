/**
 * An admin's take-down of an account's page (issue 25, decision 0025's amendment): a company's (or a
 * professional's) public profile and every item it published leave the site with a reason, the
 * account still signing in and reading it; 'Republicar página' puts them back. A flag on the
 * account, copied onto its items (`ownerPageRemoved`) so the public reads filter by a top-level field.
 */
import { isAdmin, type Principal } from './policies';
import type { UserType } from './domain';

/** The accounts whose page an admin may take down: the ones whose page and items are the site's content. */
export const PAGE_TAKEDOWN_USER_TYPES = ['company', 'professional'] as const satisfies readonly UserType[];

export function hasTakeDownPage(userType: UserType): boolean {
  return (PAGE_TAKEDOWN_USER_TYPES as readonly UserType[]).includes(userType);
}

/** What an admin may do with an account's page, by the server's rule (the panel's buttons follow it). */
export function pageTakedownAbilities(target: { userType: UserType; pageRemoved: boolean }, viewer: Principal | null | undefined): { takeDown: boolean; restore: boolean } {
  const allowed = isAdmin(viewer) && hasTakeDownPage(target.userType);
  return { takeDown: allowed && !target.pageRemoved, restore: allowed && target.pageRemoved };
}

/** The owner's side of a removed page (UserDTO `pageRemoved`; the banner reads it). */
export interface PageRemovalDTO {
  reason: string;
  /** When it was taken down (ISO). */
  at: string;
}

/** POST /api/admin/users/:userId/take-down-page ({ reason }, the TAKEDOWN_RULES reason) and .../restore-page (no body): answer AdminUserDTO. */
export interface PageTakedownInput {
  reason: string;
}

/** GET /api/admin/taken-down-pages: the pages admins took down, most recent first, each with 'Republicar página'. */
export interface TakenDownPageDTO {
  id: string;
  /** The company's name, else the person's. */
  name: string;
  userType: UserType;
  reason: string | null;
  takenDownAt: string;
  abilities: { takeDown: boolean; restore: boolean };
}

/** To user:<owner> (`page:status`): their page was taken down (with the reason) or republished. */
export interface PageStatusEvent {
  removed: PageRemovalDTO | null;
}

export const PAGE_TAKEDOWN_MESSAGES = {
  takeDown: 'Retirar página do ar',
  restore: 'Republicar página',
  takenDown: 'Página retirada do ar.',
  restored: 'Página republicada.',
  onlyPages: 'Apenas a página de uma empresa ou de um profissional pode ser retirada do ar.',
  noTakenDownPages: 'Nenhuma página retirada do ar',
  bannerTitle: 'Página retirada do ar',
  banner: (reason: string) => `Sua página foi retirada do ar pela administração: ${reason}`,
  bannerDetail: 'Seu perfil e suas publicações não aparecem para os visitantes. Você continua podendo entrar e usar a plataforma.',
} as const;

/** What the owner is told, in the bell, the e-mail and the live toast alike. */
export function pageTakedownNotice(removed: boolean, reason: string | null): { title: string; body: string } {
  return removed
    ? { title: 'Página retirada do ar', body: `Seu perfil e suas publicações não aparecem mais para os visitantes.${reason ? ` Motivo: ${reason}` : ''}` }
    : { title: 'Página republicada', body: 'Seu perfil e suas publicações voltaram a aparecer no site.' };
}
