/**
 * What the admins edit and the public pages show (spec §3): the site settings (/contato's details,
 * the home's figures) and the landing sections of the visitor home, with the defaults a fresh
 * install shows. Apart from the admin panel's contracts (admin.ts): the visitor home reads these
 * on its first load, and admin.ts is mostly the panel's messages (issue 14).
 */
import { LANDING_SECTION_IDS, type LandingSectionId } from './domain';

/**
 * Site settings (GET /api/settings public; GET/PUT /api/admin/settings): the contact details on
 * /contato and the home's headline figures (spec §9's fixed numbers are the defaults).
 */
export interface SiteSettingsDTO {
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  contactHours: string[];
  homeStats: { professionals: number; companies: number; jobs: number; events: number };
  /** Whether new sign-ups are accepted. */
  registrationsOpen: boolean;
  /**
   * 'Publicar sem revisão as vagas de empresas verificadas' (issue 24): a job a company with a
   * verified CNPJ submits, or edits once published, goes live without review (policies.ts
   * `isTrustedPublisher`).
   */
  publishVerifiedCompanyJobs: boolean;
  updatedAt: string | null;
}
export type SiteSettingsInput = Partial<Omit<SiteSettingsDTO, 'updatedAt'>>;

/** The setting `publishVerifiedCompanyJobs` as the panel names it; the audit entry of a job it published says so too. */
export const PUBLISH_VERIFIED_COMPANY_JOBS_LABEL = 'Publicar sem revisão as vagas de empresas verificadas';

export const DEFAULT_SITE_SETTINGS: Omit<SiteSettingsDTO, 'updatedAt'> = {
  contactEmail: 'contato@conectaenergia.com.br',
  contactPhone: '(11) 3456-7890',
  contactAddress: 'São Paulo - SP Brazil',
  contactHours: ['Segunda a Sexta: 9h-18h', 'Sábado: 9h-12h'],
  homeStats: { professionals: 2847, companies: 451, jobs: 1293, events: 89 },
  registrationsOpen: true,
  publishVerifiedCompanyJobs: false,
};

/** Landing sections (spec §3): GET /api/landing (public), PUT /api/admin/landing/:sectionId. */
export interface LandingContent {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  buttonText: string;
  buttonLink: string;
}
export interface LandingSectionDTO {
  id: LandingSectionId;
  name: string;
  visible: boolean;
  content: LandingContent;
  updatedAt: string | null;
}
export interface LandingSectionInput {
  visible?: boolean;
  content?: Partial<LandingContent>;
}

export const LANDING_SECTION_NAMES: Record<LandingSectionId, string> = {
  hero: 'Hero',
  features: 'Recursos',
  partners: 'Parceiros',
  cta: 'Chamada para Ação',
};

/**
 * What the visitor home shows while the database holds no landing section (a fresh install) and
 * what a section's unset fields fall back to: the texts the home page was built with.
 */
export const DEFAULT_LANDING_CONTENT: Record<LandingSectionId, LandingContent> = {
  hero: {
    title: 'A rede profissional da energia no Brasil',
    subtitle:
      'Vagas, estágios, cursos gratuitos e eventos do setor de energia — solar, eólica, elétrica, biomassa e hidrelétrica — em um só lugar.',
    description: '',
    image: '',
    buttonText: '',
    buttonLink: '',
  },
  features: {
    title: 'O que você encontra aqui',
    subtitle: '',
    description: '',
    image: '',
    buttonText: '',
    buttonLink: '',
  },
  partners: {
    title: 'Nossos Parceiros',
    subtitle: 'Empresas e instituições que fortalecem o setor de energia com a gente.',
    description: '',
    image: '',
    buttonText: '',
    buttonLink: '',
  },
  cta: {
    title: 'Faça parte da comunidade',
    subtitle: '',
    description:
      'Troque experiências em grupos temáticos, avalie cursos e eventos e construa sua rede com quem move a energia no Brasil.',
    image: '',
    buttonText: 'Entrar na comunidade',
    buttonLink: '/auth',
  },
};

export function defaultLandingSections(): LandingSectionDTO[] {
  return LANDING_SECTION_IDS.map((id) => ({
    id,
    name: LANDING_SECTION_NAMES[id],
    visible: true,
    content: { ...DEFAULT_LANDING_CONTENT[id] },
    updatedAt: null,
  }));
}
