/**
 * 'Meus dados' → export (issue 26, LGPD art. 18: access and portability): the workers put
 * everything the platform holds about a person in one ZIP — a JSON per collection and their
 * uploaded files — which they download signed in until it expires.
 */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a finished export can be downloaded. */
export const DATA_EXPORT_TTL_DAYS = 7;

export interface DataExportDTO {
  id: string;
  /** 'expired': ready once, past `expiresAt` (the server says so: the browser's clock may be wrong). */
  status: DataExportStatus | 'expired';
  requestedAt: string;
  /** When the file was ready; null while pending or after a failure. */
  readyAt: string | null;
  /** After this the file is gone and the download answers 410. */
  expiresAt: string | null;
  /** The ZIP's size in bytes, once ready. */
  size: number | null;
}

/** GET /api/users/me/export: the latest request, if any. */
export interface DataExportStateDTO {
  latest: DataExportDTO | null;
}

export const DATA_EXPORT_MESSAGES = {
  requested: 'Estamos preparando seus dados. Avisaremos quando o arquivo estiver pronto.',
  ready: 'Seus dados estão prontos para download',
  readyBody: `O arquivo fica disponível por ${DATA_EXPORT_TTL_DAYS} dias em Meu perfil → Exportar meus dados.`,
  expired: 'Este arquivo expirou. Peça uma nova exportação em Meus dados.',
  notReady: 'O arquivo ainda está sendo preparado.',
  notFound: 'Exportação não encontrada.',
  failed: 'Não foi possível preparar seus dados. Tente novamente.',
} as const;
