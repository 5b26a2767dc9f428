import {
  CATALOGUE_MESSAGES,
  DIRECTORY_USER_TYPES,
  ENERGY_AREAS,
  PAGE_LIMITS,
  PROFESSIONAL_TYPES,
  type DirectoryQuery,
  type EnergyArea,
} from '@conecta/common';
import { enumFilter, limit, offset, query, textFilter } from '../../lib/listQuery';

export const DIRECTORY_MESSAGES = {
  userTypeInvalid: 'Tipo de usuário inválido',
  professionalTypeInvalid: 'Tipo de profissional inválido',
  profileNotFound: 'Perfil não encontrado',
} as const;

/** GET /api/users and /api/profissionais, validated (common DirectoryQuery). */
export type DirectoryListInput = Omit<DirectoryQuery, 'energyArea' | 'limit' | 'offset'> & {
  energyArea?: EnergyArea;
  limit: number;
  offset: number;
};

const filters = {
  q: textFilter(PAGE_LIMITS.maxQueryLength, CATALOGUE_MESSAGES.searchInvalid),
  energyArea: enumFilter(ENERGY_AREAS, CATALOGUE_MESSAGES.energyAreaInvalid),
  location: textFilter(PAGE_LIMITS.maxQueryLength, CATALOGUE_MESSAGES.locationInvalid),
  limit: limit(),
  offset: offset(),
};

/** GET /api/users */
export const usersQuerySchema = query<DirectoryListInput>({
  ...filters,
  userType: enumFilter(DIRECTORY_USER_TYPES, DIRECTORY_MESSAGES.userTypeInvalid),
});

/** GET /api/profissionais */
export const professionalsQuerySchema = query<DirectoryListInput>({
  ...filters,
  professionalType: enumFilter(PROFESSIONAL_TYPES, DIRECTORY_MESSAGES.professionalTypeInvalid),
});
