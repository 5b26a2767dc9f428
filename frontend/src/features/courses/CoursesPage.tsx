/** /cursos (spec §2 Courses): the card grid; 'Criar Curso' for companies and admins (pending until approved, issue 13). */
import AddIcon from '@mui/icons-material/Add';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CreateCourseButton } from '../publishing/PublishButtons';
import { PagedList } from '../../components/ListStates';
import { useCurrentUser } from '../auth/session';
import { CourseCard } from './CourseCard';
import { useGetCoursePagesInfiniteQuery } from './coursesApi';
import { PageHeading } from '../../components/PageHeading';
import { visuallyHidden } from '../../components/visuallyHidden';

const NO_FILTERS = {};

export default function CoursesPage() {
  const { user } = useCurrentUser();
  const pages = useGetCoursePagesInfiniteQuery(NO_FILTERS);
  const courses = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeading
        title="Cursos Gratuitos"
        lead="Cursos, webinars e workshops gratuitos para crescer na carreira em energia."
        mb={3}
        action={user?.abilities.publish ? <CreateCourseButton startIcon={<AddIcon />} /> : null}
      />

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
        <Grid container spacing={2}>
          {courses.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CourseCard course={course} />
            </Grid>
          ))}
        </Grid>
      </PagedList>
    </Container>
  );
}
