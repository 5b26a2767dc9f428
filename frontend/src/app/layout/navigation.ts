/** Header links (spec §2 Header); /admin is appended for admins only. */
export interface NavItem {
  to: string;
  label: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Início' },
  { to: '/vagas', label: 'Vagas' },
  { to: '/profissionais', label: 'Profissionais' },
  { to: '/empresas', label: 'Empresas' },
  { to: '/cursos', label: 'Cursos' },
  { to: '/eventos', label: 'Eventos' },
  { to: '/servicos', label: 'Serviços' },
  { to: '/contato', label: 'Contato' },
];

export const ADMIN_NAV_ITEM: NavItem = { to: '/admin', label: 'Admin' };

export function isActivePath(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/** The drawer's id, for the header toggle's aria-controls. */
export const MOBILE_MENU_ID = 'menu-principal';
