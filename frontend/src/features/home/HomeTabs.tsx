/**
 * The Vagas / Eventos / Cursos switcher of the visitor home (spec §2), 'Oportunidades em destaque':
 * the first 3 of each from GET /api/destaques (issue 25: what an admin featured first, then the
 * best of the rest by a quality ranking, not the newest; events: upcoming ones). One read serves
 * the three tabs.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PAGE_LIMITS, type ShowcaseDTO } from '@conecta/common';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState, ErrorState, SectionLoader } from '../../components/ListStates';
import { CourseCard } from '../courses/CourseCard';
import { EventCard } from '../events/EventCard';
import { JobSummaryCard } from '../jobs/JobSummaryCard';
import { SectionHeading } from './SectionHeading';
import { useGetShowcaseQuery } from './showcaseApi';

type HomeTab = 'vagas' | 'eventos' | 'cursos';

const LIMIT = PAGE_LIMITS.homeItems;

interface TabListProps<T> {
  result: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  emptyText: string;
  card: (item: T) => ReactNode;
  href: string;
  linkText: string;
}

/** One tab: the first items as cards, with loading, error and empty states, and a link to the whole list. */
function TabList<T extends { id: string }>({ result, emptyText, card, href, linkText }: TabListProps<T>) {
  const { data, isLoading, isError, refetch } = result;
  const items = (data ?? []).slice(0, LIMIT);
  return (
    <>
      {isLoading ? (
        <SectionLoader />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message={emptyText} />
      ) : null}
      <CardGrid items={items} cell={{ xs: 12, md: 4 }}>
        {card}
      </CardGrid>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button variant="outlined" href={href}>
          {linkText}
        </Button>
      </Box>
    </>
  );
}

interface Showcase {
  data?: ShowcaseDTO;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One tab's list out of the one read, with that read's states. */
function tabResult<T>(showcase: Showcase, items: T[] | undefined): TabListProps<T>['result'] {
  return { data: items, isLoading: showcase.isLoading, isError: showcase.isError, refetch: showcase.refetch };
}

function JobsTab({ showcase }: { showcase: Showcase }) {
  return (
    <TabList
      result={tabResult(showcase, showcase.data?.jobs)}
      emptyText="Nenhuma vaga encontrada"
      card={(job) => <JobSummaryCard job={job} showMeta />}
      href="/vagas"
      linkText="Ver todas as vagas"
    />
  );
}

function EventsTab({ showcase }: { showcase: Showcase }) {
  return (
    <TabList
      result={tabResult(showcase, showcase.data?.events)}
      emptyText="Nenhum evento encontrado"
      card={(event) => <EventCard event={event} compact />}
      href="/eventos"
      linkText="Ver todos os eventos"
    />
  );
}

function CoursesTab({ showcase }: { showcase: Showcase }) {
  return <TabList result={tabResult(showcase, showcase.data?.courses)} emptyText="Nenhum curso encontrado" card={(course) => <CourseCard course={course} />} href="/cursos" linkText="Ver todos os cursos" />;
}

export function HomeTabs() {
  const [tab, setTab] = useState<HomeTab>('vagas');
  const showcase = useGetShowcaseQuery();
  return (
    <Container component="section" aria-labelledby="destaques-titulo" maxWidth="lg" sx={{ py: { xs: 5, md: 7 }, px: { xs: 1.5, sm: 3 } }}>
      <SectionHeading id="destaques-titulo" title="Oportunidades em destaque" lead="Escolhidas pela nossa equipe e as mais completas da rede." gap={3} />
      <Tabs value={tab} onChange={(_e, value: HomeTab) => setTab(value)} variant="fullWidth" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        <Tab label="Vagas" value="vagas" id="home-tab-vagas" aria-controls="home-tabpanel" />
        <Tab label="Eventos" value="eventos" id="home-tab-eventos" aria-controls="home-tabpanel" />
        <Tab label="Cursos" value="cursos" id="home-tab-cursos" aria-controls="home-tabpanel" />
      </Tabs>
      <div role="tabpanel" id="home-tabpanel" aria-labelledby={`home-tab-${tab}`}>
        {tab === 'vagas' ? <JobsTab showcase={showcase} /> : tab === 'eventos' ? <EventsTab showcase={showcase} /> : <CoursesTab showcase={showcase} />}
      </div>
    </Container>
  );
}
