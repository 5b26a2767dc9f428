/**
 * Analytics over a chosen period (GET /api/admin/analytics): users by type (pie), new users per
 * week (line), new jobs and applications per week (bars). Each chart has a table twin for screen
 * readers and for anyone who prefers numbers ('Ver tabela').
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ADMIN_LIMITS, ADMIN_MESSAGES, USER_TYPES, USER_TYPE_LABELS, type AnalyticsDTO } from '@conecta/common';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetAnalyticsQuery } from './adminSiteApi';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PERIOD_PRESETS = [4, 12, 26, 52] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The last `weeks` ISO weeks up to today (UTC), as the server's default period. */
export function presetPeriod(weeks: number, now = new Date()): { from: string; to: string } {
  const today = parseDay(isoDay(now));
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS);
  return { from: isoDay(new Date(monday.getTime() - (weeks - 1) * 7 * DAY_MS)), to: isoDay(today) };
}

function periodError(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return ADMIN_MESSAGES.periodInvalid;
  const days = (parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS + 1;
  return Number.isNaN(days) || days < 1 || days > ADMIN_LIMITS.analyticsMaxDays ? ADMIN_MESSAGES.periodInvalid : null;
}

/** '2025-03-03' → '03/03' (a week's Monday). */
const weekLabel = (week: string) => `${week.slice(8, 10)}/${week.slice(5, 7)}`;

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={id} sx={{ m: 0, p: 2, height: '100%', minWidth: 0 }}>
      <Typography id={id} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A table that may scroll sideways on a phone: then it is a focusable region (keyboard scrolling). */
function Scroller({ label, shown, children }: { label: string; shown: boolean; children: ReactNode }) {
  if (!shown) return <Box>{children}</Box>;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}

function Tables({ data, shown }: { data: AnalyticsDTO; shown: boolean }) {
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Scroller label="Tabela: usuários por tipo" shown={shown}>
          <Table size="small" aria-label="Usuários por tipo">
            <TableHead>
              <TableRow>
                <TableCell>Tipo</TableCell>
                <TableCell align="right">Usuários</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {USER_TYPES.map((type) => (
                <TableRow key={type}>
                  <TableCell>{USER_TYPE_LABELS[type]}</TableCell>
                  <TableCell align="right">{data.usersByType[type]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroller>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Scroller label="Tabela: por semana" shown={shown}>
          <Table size="small" aria-label="Por semana">
            <TableHead>
              <TableRow>
                <TableCell>Semana de</TableCell>
                <TableCell align="right">Novos usuários</TableCell>
                <TableCell align="right">Novas vagas</TableCell>
                <TableCell align="right">Candidaturas</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.weeks.map((row) => (
                <TableRow key={row.week} data-week={row.week}>
                  <TableCell>{row.week.split('-').reverse().join('/')}</TableCell>
                  <TableCell align="right">{row.newUsers}</TableCell>
                  <TableCell align="right">{row.newJobs}</TableCell>
                  <TableCell align="right">{row.applications}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroller>
      </Grid>
    </Grid>
  );
}

function Charts({ data }: { data: AnalyticsDTO }) {
  const pie = USER_TYPES.filter((type) => data.usersByType[type] > 0).map((type, i) => ({ id: i, value: data.usersByType[type], label: USER_TYPE_LABELS[type] }));
  const labels = data.weeks.map((row) => weekLabel(row.week));
  return (
    // The charts draw what the tables say; the tables are always in the page for screen readers.
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard id="chart-types" title="Usuários por tipo">
          {pie.length === 0 ? (
            <Typography color="text.secondary">Nenhum usuário no período.</Typography>
          ) : (
            <PieChart height={240} series={[{ data: pie, innerRadius: 40, paddingAngle: 1 }]} />
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <ChartCard id="chart-users" title="Novos usuários por semana">
          <LineChart height={240} xAxis={[{ scaleType: 'point', data: labels }]} series={[{ data: data.weeks.map((w) => w.newUsers), label: 'Novos usuários', color: '#1b7a3e', curve: 'linear' }]} />
        </ChartCard>
      </Grid>
      <Grid size={12}>
        <ChartCard id="chart-jobs" title="Vagas e candidaturas por semana">
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: labels }]}
            series={[
              { data: data.weeks.map((w) => w.newJobs), label: 'Novas vagas', color: '#1565c0' },
              { data: data.weeks.map((w) => w.applications), label: 'Candidaturas', color: '#f9a825' },
            ]}
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}

export default function AnalyticsCharts() {
  const [period, setPeriod] = useState(() => presetPeriod(12));
  const [draft, setDraft] = useState(period);
  const [showTable, setShowTable] = useState(false);
  const invalid = periodError(draft.from, draft.to);
  const { data, isLoading, isFetching, isError, refetch } = useGetAnalyticsQuery(period);
  const preset = PERIOD_PRESETS.find((weeks) => {
    const p = presetPeriod(weeks);
    return p.from === period.from && p.to === period.to;
  });

  const choose = (next: { from: string; to: string }) => {
    setDraft(next);
    if (!periodError(next.from, next.to)) setPeriod(next);
  };

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        Análises
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { md: 'flex-start' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={preset ?? null}
          onChange={(_, weeks: number | null) => {
            if (weeks) choose(presetPeriod(weeks));
          }}
          aria-label="Períodos prontos"
          sx={{ flexWrap: 'wrap' }}
        >
          {PERIOD_PRESETS.map((weeks) => (
            <ToggleButton key={weeks} value={weeks}>
              {weeks} semanas
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            label="De"
            type="date"
            size="small"
            value={draft.from}
            onChange={(event) => choose({ ...draft, from: event.target.value })}
            error={!!invalid}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Até"
            type="date"
            size="small"
            value={draft.to}
            onChange={(event) => choose({ ...draft, to: event.target.value })}
            error={!!invalid}
            helperText={invalid ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Button variant="outlined" size="small" onClick={() => setShowTable((v) => !v)} aria-expanded={showTable} sx={{ ml: { md: 'auto' } }}>
          {showTable ? 'Ocultar tabela' : 'Ver tabela'}
        </Button>
      </Stack>
      {isLoading ? (
        <SectionLoader label="Carregando análises..." />
      ) : isError || !data ? (
        <ErrorState message="Não foi possível carregar as análises." onRetry={() => void refetch()} />
      ) : data.weeks.length === 0 ? (
        <EmptyState message="Nenhum dado no período" />
      ) : (
        <Box aria-busy={isFetching}>
          <Charts data={data} />
          {/* The tables are always in the page for screen readers; 'Ver tabela' shows them to everyone. */}
          <Box sx={showTable ? undefined : visuallyHidden}>
            <Tables data={data} shown={showTable} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
