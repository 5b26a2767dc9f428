/**
 * The filters of /vagas (spec §2 Jobs; issue 24's 'Certificação exigida'): their own chunk, loaded when the panel opens (or at
 * once when the address already carries a filter).
 */
import Grid from '@mui/material/Grid';
import { CREDENTIAL_CATALOGUE, CREDENTIAL_CODES, ENERGY_AREAS, JOB_FUNCTIONS, JOB_TYPES, REQUIREMENT_MESSAGES, WORK_TYPES } from '@conecta/common';
import { FilterSelect } from '../../components/FilterSelect';
import { labelOf } from '../../lib/labels';
import { optionsWithSelected } from '../../lib/urlFilters';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: labelOf(value) }));
const CREDENTIAL_OPTIONS = CREDENTIAL_CODES.map((value) => ({ value, label: CREDENTIAL_CATALOGUE[value].name }));

type FilterKey = 'jobType' | 'energyArea' | 'location' | 'jobFunction' | 'workType' | 'credential';
/** Six fields: three a row on a tablet, all on one row from md. */
const SIZE = { xs: 12, sm: 4, md: 2 } as const;

interface Props {
  /** The chosen values, as the address carries them. */
  filters: Partial<Record<FilterKey, string>>;
  locations: readonly string[] | undefined;
  onChange: (key: FilterKey, value: string) => void;
}

export default function JobFilterFields({ filters, locations, onChange }: Props) {
  return (
    <Grid container spacing={2} sx={{ pt: 2.5 }} role="group" aria-label="Filtros de vagas">
      <Grid size={SIZE}>
        <FilterSelect id="filtro-tipo" label="Tipo de vaga" value={filters.jobType ?? ''} options={options(JOB_TYPES)} onChange={(v) => onChange('jobType', v)} />
      </Grid>
      <Grid size={SIZE}>
        <FilterSelect id="filtro-area" label="Área de energia" value={filters.energyArea ?? ''} options={options(ENERGY_AREAS)} onChange={(v) => onChange('energyArea', v)} />
      </Grid>
      <Grid size={SIZE}>
        <FilterSelect id="filtro-local" label="Localização" value={filters.location ?? ''} options={optionsWithSelected(locations, filters.location)} onChange={(v) => onChange('location', v)} />
      </Grid>
      <Grid size={SIZE}>
        <FilterSelect id="filtro-funcao" label="Função" value={filters.jobFunction ?? ''} options={JOB_FUNCTIONS.map((value) => ({ value, label: value }))} onChange={(v) => onChange('jobFunction', v)} />
      </Grid>
      <Grid size={SIZE}>
        <FilterSelect id="filtro-modalidade" label="Modalidade" value={filters.workType ?? ''} options={options(WORK_TYPES)} onChange={(v) => onChange('workType', v)} />
      </Grid>
      <Grid size={SIZE}>
        <FilterSelect id="filtro-certificacao" label={REQUIREMENT_MESSAGES.filterLabel} value={filters.credential ?? ''} options={CREDENTIAL_OPTIONS} onChange={(v) => onChange('credential', v)} />
      </Grid>
    </Grid>
  );
}
