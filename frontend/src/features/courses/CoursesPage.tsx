/** /cursos (spec §2 Courses): the card grid; 'Criar Curso' for companies and admins (pending until approved, issue 13). */
import AddIcon from '@mui/icons-material/Add';
import { CardGrid } from '../../components/CardGrid';
import Typography from '@mui/material/Typography';
import { CreateCourseButton } from '../publishing/PublishButtons';
import { PagedList } from '../../components/ListStates';
import { useCurrentUser } from '../auth/session';
import { CourseCard } from './CourseCard';
import { useGetCoursePagesInfiniteQuery } from './coursesApi';
import { PageFrame } from '../../components/PageFrame';
import { visuallyHidden } from '../../components/visuallyHidden';

const NO_FILTERS = {};

export default function CoursesPage() {
  const { user } = useCurrentUser();
  const pages = useGetCoursePagesInfiniteQuery(NO_FILTERS);
  const courses = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageFrame
      width="lg"
      title="Cursos Gratuitos"
      lead="Cursos, webinars e workshops gratuitos para crescer na carreira em energia."
      action={user?.abilities.publish ? <CreateCourseButton startIcon={<AddIcon />} /> : null}
    >
      <PagedList
        query={pages}
        count={courses.length}
        loadingLabel="Carregando cursos..."
        errorMessage="Não foi possível carregar os cursos."
        emptyMessage="Nenhum curso encontrado"
        moreLabel="Carregar mais cursos"
      >
        {/* The cards' titles are h3s (as under the home's and the search's h2s): this page's list gets its h2 too. */}
        <Typography component="h2" sx={visuallyHidden}>
          Lista de cursos
        </Typography>
        <CardGrid items={courses}>{(course) => <CourseCard course={course} />}</CardGrid>
      </PagedList>
    </PageFrame>
  );
}
