/**
 * Serviços (issue 25): what companies and professionals offer — installation, O&M, projects,
 * consultancy — in an energy area, for the states they serve, with a few photos. Moderated like
 * jobs, courses and events (the same `ITEM_LIFECYCLE`): a provider's service waits as `pending`, an
 * admin's is published at once; a provider's edit of a decided service is a new submission.
 */
import type { ContentStatus, EnergyArea, ServiceKind } from './domain';
import type { BRAZIL_STATES } from './verifications';

/** A state served ('SP'); a service serving none in particular serves 'Todo o Brasil'. */
export type ServiceRegion = (typeof BRAZIL_STATES)[number];

export interface ServicePhotoDTO {
  /** Names the photo in DELETE /api/servicos/:id/photos/:photoId. */
  id: string;
  url: string;
}

/** An approved service as anyone sees it (the list, its page, the provider's profile, the search). */
export interface ServiceDTO {
  id: string;
  title: string;
  description: string;
  kind: ServiceKind;
  energyArea: EnergyArea;
  /** The states served; empty: 'Todo o Brasil'. */
  regions: ServiceRegion[];
  photos: ServicePhotoDTO[];
  /** The account offering it: its public profile is /profissionais/:providerId. */
  providerId: string;
  /** The company's name, or the professional's. */
  providerName: string;
  providerImageUrl: string | null;
  createdAt: string;
}

/** POST /api/servicos and PATCH /api/servicos/:id (any subset). Photos are uploaded apart. */
export interface ServiceInput {
  title: string;
  description: string;
  kind: ServiceKind;
  energyArea: EnergyArea;
  regions?: ServiceRegion[];
}

/** A service as its provider (or an admin) sees it: the public fields plus its life ('Meus serviços'). */
export interface OwnServiceDTO extends ServiceDTO {
  status: ContentStatus;
  rejectionReason: string | null;
  updatedAt: string;
  /** When it entered its status (sent for review, published, refused). */
  statusChangedAt: string;
}

/** GET /api/servicos (X-Total-Count). 'Todas' (or nothing) is no filter. */
export interface ServiceQuery {
  q?: string;
  kind?: ServiceKind;
  energyArea?: EnergyArea;
  /** Services that serve this state (those serving all of Brazil included). */
  region?: ServiceRegion;
  /** One provider's services (their public profile). */
  providerId?: string;
  limit?: number;
  offset?: number;
}

export const SERVICE_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 30,
  descriptionMax: 5000,
  /** Photos per service: enough to show the work, few enough for one screen. */
  photosMax: 6,
  pageSize: 12,
} as const;

/** 'Todo o Brasil': a service that names no state. */
export const ALL_REGIONS_LABEL = 'Todo o Brasil';

/** The regions of a service as a line ('SP, RJ' or 'Todo o Brasil'). */
export const regionsLabel = (regions: readonly string[]): string => (regions.length ? regions.join(', ') : ALL_REGIONS_LABEL);

/** Whether a service serves `region` (one that names none serves every state). */
export const servesRegion = (regions: readonly string[], region: string): boolean => regions.length === 0 || regions.includes(region);

/** The message a quote request opens the conversation with ('Solicitar orçamento'). */
export const quoteRequestMessage = (title: string): string => `Olá! Gostaria de um orçamento para o serviço "${title}".`;

export const SERVICE_MESSAGES = {
  titleInvalid: 'Título deve ter entre 5 e 120 caracteres',
  descriptionInvalid: 'Descrição deve ter pelo menos 30 caracteres',
  descriptionMax: 'Descrição deve ter no máximo 5000 caracteres',
  kindRequired: 'Selecione o tipo de serviço',
  kindInvalid: 'Tipo de serviço inválido',
  energyAreaRequired: 'Selecione a área de energia',
  regionsInvalid: 'Selecione estados válidos (UF), sem repetir',
  regionInvalid: 'Estado inválido',
  providerInvalid: 'Prestador inválido',
  notFound: 'Serviço não encontrado',
  onlyProviders: 'Apenas empresas e profissionais podem oferecer serviços.',
  photosMax: 'Um serviço pode ter no máximo 6 fotos.',
  photoNotFound: 'Foto não encontrada',
  raced: 'O serviço foi alterado ao mesmo tempo por outra pessoa. Tente novamente.',
  unavailable: 'Não foi possível enviar o serviço agora. Tente novamente mais tarde.',
  noPending: 'Nenhum serviço pendente de aprovação',
  approved: 'Serviço aprovado com sucesso!',
  rejected: 'Serviço rejeitado com sucesso!',
} as const;
