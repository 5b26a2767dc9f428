/**
 * Profile, uploads, portfolio and skills contracts (issue 12; spec §2
 * Profile and Skills input, §3 User / Portfolio item / Skill, §4, §5, §7).
 *
 * Every route below answers errors as `ApiErrorBody` (`{ message, errors? }`,
 * Portuguese): 400 bad or unknown field (errors keyed by field name), 401 not
 * signed in, 404 not found or not yours (another user's portfolio item is
 * never revealed), 413 file too large, 415 file of a type not accepted,
 * 422 a file whose content is corrupt, 429 too many skill creations.
 */
import type { DirectoryEnergyArea, PortfolioCategory, SkillCategory } from './domain';
import { DIRECTORY_ENERGY_AREAS } from './domain';

// ---------------------------------------------------------------------------
// Profile: PATCH /api/users/profile (signed-in) → 200 UserDTO
// Partial update: a field left out is unchanged; '' or null clears an optional
// text. Refused with 400 (and never applied): userType, isAdmin, isVerified,
// email, passwordHash, profileImageUrl and any other unknown key. On success
// refresh the current user with GET /api/auth/user (spec §7).
// ---------------------------------------------------------------------------

/** The areas a person may list on their profile: the directory's (spec §3 Energy areas). */
export const PROFILE_ENERGY_AREAS = DIRECTORY_ENERGY_AREAS;

export interface ProfileUpdatePayload {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  jobTitle?: string | null;
  education?: string | null;
  experience?: string | null;
  /** Names as shown; trimmed, duplicates (case/accent-insensitive) dropped, catalogue spelling kept. */
  skills?: string[];
  energyAreas?: DirectoryEnergyArea[];
  /** Company users only: a non-empty value from another user type is refused with 400. */
  companyName?: string | null;
  /** Company users only; http(s) URL. */
  website?: string | null;
  /** 'Mostrar meu e-mail' (off by default). */
  showEmail?: boolean;
  /** 'Mostrar meu telefone' (off by default). */
  showPhone?: boolean;
  /** 'Mostrar minhas certificações' (issue 24, on by default): the public profile's and directory card's chips. */
  showCredentials?: boolean;
}

export const PROFILE_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  phoneMax: 40,
  locationMax: 120,
  jobTitleMax: 120,
  companyNameMax: 120,
  urlMax: 300,
  bioMax: 2000,
  educationMax: 2000,
  experienceMax: 5000,
  skillsMax: 50,
  skillNameMin: 2,
  skillNameMax: 60,
} as const;

export const PROFILE_MESSAGES = {
  firstNameMin: 'Nome deve ter pelo menos 2 caracteres',
  lastNameMin: 'Sobrenome deve ter pelo menos 2 caracteres',
  nameMax: 'Nome deve ter no máximo 80 caracteres',
  lastNameMax: 'Sobrenome deve ter no máximo 80 caracteres',
  phoneMax: 'Telefone deve ter no máximo 40 caracteres',
  locationMax: 'Localização deve ter no máximo 120 caracteres',
  jobTitleMax: 'Cargo deve ter no máximo 120 caracteres',
  companyNameMax: 'Nome da empresa deve ter no máximo 120 caracteres',
  bioMax: 'Sobre deve ter no máximo 2000 caracteres',
  educationMax: 'Formação deve ter no máximo 2000 caracteres',
  experienceMax: 'Experiência deve ter no máximo 5000 caracteres',
  urlInvalid: 'Informe um endereço começando com http:// ou https://',
  urlMax: 'Endereço deve ter no máximo 300 caracteres',
  skillsMax: 'Informe no máximo 50 competências',
  skillName: 'Cada competência deve ter entre 2 e 60 caracteres',
  energyAreaInvalid: 'Área de energia inválida',
  booleanInvalid: 'Valor deve ser verdadeiro ou falso',
  companyOnly: 'Apenas empresas podem informar nome da empresa e site',
  privilegedField: 'Este campo não pode ser alterado',
} as const;

/** Fields refused with `privilegedField` (400) wherever a user writes their own data. */
export const PRIVILEGED_USER_FIELDS = ['userType', 'isAdmin', 'isVerified', 'emailVerified', 'email', 'passwordHash'] as const;

// The texts of a profile, a portfolio item and a skill follow the one text rule of every form
// (rules.ts PROFILE_RULES, PORTFOLIO_ITEM_RULES, SKILL_CREATE_RULES; what is unsafe: fields.ts
// `hasUnsafeCharacters`), refused with `UNSAFE_TEXT_MESSAGE`.

/**
 * Links a user gives (website, projectUrl): http or https only. Without a flag (the API contract
 * carries it as JSON Schema): the scheme's case is spelled out.
 */
export const HTTP_URL_PATTERN = /^[hH][tT][tT][pP][sS]?:\/\/[^\s/$.?#][^\s]*$/;

/**
 * Added to `UserDTO` (GET /api/user, GET /api/auth/user, PATCH
 * /api/users/profile, the photo routes): what the profile page needs of the
 * signed-in user beyond spec §3. `profileImageUrl` is the square avatar.
 */
export interface UserProfileFields {
  /** Small square version of the photo (header, directory cards, messages); null without a photo. */
  profileThumbnailUrl: string | null;
  showEmail: boolean;
  showPhone: boolean;
  showCredentials: boolean;
}

// ---------------------------------------------------------------------------
// Uploads: multipart/form-data with ONE file in the field `file`. The content
// is checked by its bytes (magic numbers), never by name or declared type.
// Files are stored under random names; a replaced or removed file is deleted.
// ---------------------------------------------------------------------------

export const UPLOAD_FIELD = 'file';
const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** Profile photo and portfolio images: JPEG, PNG or WebP. */
  imageMaxBytes: 5 * MB,
  /** Portfolio documents: PDF. */
  documentMaxBytes: 10 * MB,
  /** Side of the square avatar and of the thumbnail, in pixels. */
  avatarSize: 400,
  thumbnailSize: 96,
  /** Longest side a portfolio image is reduced to. */
  portfolioImageMaxSide: 1600,
  /** Pixels an image may declare (width × height): a small file decoding to a gigantic bitmap is refused unread. */
  imageMaxPixels: 40_000_000,
} as const;

/** For `<input type="file" accept=...>`; the server still sniffs the content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DOCUMENT_ACCEPT = 'application/pdf';

export const UPLOAD_MESSAGES = {
  fileRequired: 'Selecione um arquivo',
  tooManyFiles: 'Envie apenas um arquivo',
  imageTooLarge: 'A imagem deve ter no máximo 5 MB',
  documentTooLarge: 'O documento deve ter no máximo 10 MB',
  imageType: 'Formato não suportado. Envie uma imagem JPEG, PNG ou WebP',
  documentType: 'Formato não suportado. Envie um documento PDF',
  imageCorrupt: 'Não foi possível ler a imagem. O arquivo parece corrompido',
  documentCorrupt: 'Não foi possível ler o documento. O arquivo parece corrompido',
  notMultipart: 'Envie o arquivo como multipart/form-data',
  storageFailed: 'Não foi possível salvar o arquivo. Tente novamente mais tarde.',
  /** A form cut before its end, with a wrong boundary, garbage or broken part headers. */
  malformed: 'O arquivo não chegou completo ou o envio está malformado. Tente enviar novamente.',
  imageDimensions: 'A imagem tem dimensões grandes demais. Envie uma imagem de até 40 megapixels.',
  imageTimeout: 'A imagem demorou demais para ser processada. Envie uma imagem menor.',
  /** Too many images being processed at once on this server (503). */
  busy: 'Muitas imagens sendo processadas agora. Tente novamente em instantes.',
  /** A file under /uploads that does not exist (or never could). */
  fileNotFound: 'Arquivo não encontrado.',
} as const;

// POST   /api/users/profile/photo  multipart `file` (image ≤ 5 MB) → 200 UserDTO (new profileImageUrl + profileThumbnailUrl; the old files are deleted)
// DELETE /api/users/profile/photo                                 → 200 UserDTO (both URLs null; files deleted)
// Uploaded files are served from their URL (local disk: `/uploads/<name>`, long cache, nosniff).

// ---------------------------------------------------------------------------
// Portfolio (signed-in owner only; another user's item answers 404)
// GET    /api/portfolio                → 200 PortfolioItemDTO[] (mine, newest start date first)
// POST   /api/portfolio                → 201 PortfolioItemDTO       body PortfolioItemPayload (title required)
// PATCH  /api/portfolio/:id            → 200 PortfolioItemDTO       body Partial<PortfolioItemPayload>
// DELETE /api/portfolio/:id            → 204 (its images and document are deleted too)
// POST   /api/portfolio/:id/images     multipart `file` (JPEG/PNG/WebP ≤ 5 MB) → 200 PortfolioItemDTO, the image
//                                      added last (409 past PORTFOLIO_LIMITS.imagesMax)
// PUT    /api/portfolio/:id/images/order body PortfolioImageOrderPayload → 200 PortfolioItemDTO (409 when the
//                                      ids are not exactly the item's images: another tab changed them)
// DELETE /api/portfolio/:id/images/:imageId → 200 PortfolioItemDTO (404 an image not of this item)
// POST   /api/portfolio/:id/document   multipart `file` (PDF ≤ 10 MB)        → 200 PortfolioItemDTO
// DELETE /api/portfolio/:id/document   → 200 PortfolioItemDTO
// Add mode with files: POST the item first, then upload to its id.
//
// Public profile (anyone): GET /api/users/:id/portfolio → 200 PortfolioItemDTO[] (404 if no public profile)
// ---------------------------------------------------------------------------

/** One image of an item's gallery (issue 25); its id names it to reorder or remove it. */
export interface PortfolioImageDTO {
  id: string;
  url: string;
}

export interface PortfolioItemDTO {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  category: PortfolioCategory;
  /** The gallery in the owner's order, at most PORTFOLIO_LIMITS.imagesMax; the first is the cover. */
  images: PortfolioImageDTO[];
  /** The cover (`images[0].url`), or null without images. */
  imageUrl: string | null;
  projectUrl: string | null;
  documentUrl: string | null;
  /** The uploaded PDF's original file name, for the link text only (null without a document). */
  documentName: string | null;
  /** Calendar dates 'YYYY-MM-DD'. */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  technologies: string[];
  skills: string[];
  achievements: string[];
  createdAt: string;
  updatedAt: string;
}

/**
 * POST / PATCH body. imageUrl and documentUrl are not part of it: files are
 * uploaded (routes above), never pasted URLs. Lists are arrays of strings
 * (the form splits its comma-separated text, spec §5).
 */
export interface PortfolioItemPayload {
  title: string;
  description?: string | null;
  /** Default 'project'. */
  category?: PortfolioCategory;
  /** http(s) URL. */
  projectUrl?: string | null;
  /** 'YYYY-MM-DD'; endDate on or after startDate. */
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  technologies?: string[];
  skills?: string[];
  achievements?: string[];
}

/** PUT /api/portfolio/:id/images/order: every image id of the item, once each, in the new order. */
export interface PortfolioImageOrderPayload {
  imageIds: string[];
}

export const PORTFOLIO_CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  project: 'Projeto',
  experience: 'Experiência',
  certification: 'Certificação',
  publication: 'Publicação',
};

export const PORTFOLIO_LIMITS = {
  titleMin: 2,
  titleMax: 150,
  descriptionMax: 5000,
  locationMax: 120,
  urlMax: 300,
  listMax: 30,
  listItemMax: 200,
  /** Items per user. */
  itemsMax: 100,
  /** Images per item (its gallery). */
  imagesMax: 8,
} as const;

export const PORTFOLIO_MESSAGES = {
  titleRequired: 'Título deve ter pelo menos 2 caracteres',
  titleMax: 'Título deve ter no máximo 150 caracteres',
  descriptionMax: 'Descrição deve ter no máximo 5000 caracteres',
  locationMax: 'Local deve ter no máximo 120 caracteres',
  categoryInvalid: 'Categoria inválida',
  dateInvalid: 'Data inválida (use AAAA-MM-DD)',
  endBeforeStart: 'A data de término deve ser igual ou posterior à data de início',
  listMax: 'Informe no máximo 30 itens',
  listItemMax: 'Cada item deve ter no máximo 200 caracteres',
  itemsMax: 'Limite de 100 itens no portfólio atingido',
  notFound: 'Item do portfólio não encontrado',
  imagesMax: 'Limite de 8 imagens por item atingido',
  imageNotFound: 'Imagem não encontrada',
  imageIdsInvalid: 'Informe as imagens do item na nova ordem',
  imageOrderStale: 'As imagens do item mudaram. Recarregue a página e tente de novo.',
  deleteConfirm: 'Tem certeza que deseja excluir este item?',
  emptyPortfolio: 'Nenhum item no portfólio ainda.',
} as const;

// ---------------------------------------------------------------------------
// Skills catalogue
// GET  /api/skills?q=   (anyone; q 3..60 characters) → 200 SkillDTO[]: at most 10, names
//      containing q case- and accent-insensitively, most used first (then by name)
// POST /api/skills      (signed-in) body SkillCreatePayload → 201 SkillDTO (created), or
//      200 SkillDTO when the name already exists in any case or accent ("python" → "Python");
//      429 after SKILL_LIMITS.createPerDay creations by one user in a day.
// ---------------------------------------------------------------------------

export interface SkillDTO {
  id: string;
  name: string;
  category: SkillCategory;
  /** How many profiles list the skill (kept by the skills queue). */
  usageCount: number;
}

export interface SkillCreatePayload {
  name: string;
  /** Default 'technical' (the profile's skills input sends it, spec §7). */
  category?: SkillCategory;
}

export const SKILL_LIMITS = {
  queryMin: 3,
  queryMax: 60,
  nameMin: 2,
  nameMax: 60,
  suggestions: 10,
  createPerDay: 20,
} as const;

export const SKILL_MESSAGES = {
  queryMin: 'Digite pelo menos 3 caracteres',
  queryMax: 'Busca deve ter no máximo 60 caracteres',
  name: 'Competência deve ter entre 2 e 60 caracteres',
  categoryInvalid: 'Categoria inválida',
  createLimit: 'Você atingiu o limite de novas competências por hoje. Tente novamente amanhã.',
  /** Toast title of a failed creation (spec §8). */
  createFailedTitle: 'Erro ao adicionar competência',
} as const;

/**
 * The key two skill names collide on (both sides): accents stripped, case
 * folded, inner spaces collapsed — "Gestão  de Projetos" = "gestao de projetos".
 */
export function skillKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
