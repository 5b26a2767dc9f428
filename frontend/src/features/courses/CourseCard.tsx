/**
 * A course card (spec §2 Courses): all courses are free. 'Acessar' opens the
 * link found in the description in a new tab and, for a signed-in person,
 * records an enrolment (the dashboard counts them). The card says what the
 * course is about in a few lines of its description (issue 25).
 */
import { useId } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupIcon from '@mui/icons-material/Group';
import LaunchIcon from '@mui/icons-material/Launch';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseDTO } from '@conecta/common';
import { labelOf } from '../../lib/labels';
import { useCurrentUser } from '../auth/session';
import { useGetMyEnrollmentsQuery } from '../dashboard/meApi';
import { RatingText } from '../jobs/JobCard';
import { useEnrollInCourseMutation } from './coursesApi';
import { CatalogueCard } from '../../components/CatalogueCard';
import { ItemCardActions } from '../favorites/ItemCardActions';

export function CourseChips({ course }: { course: CourseDTO }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <Chip size="small" color="success" label="Gratuito" />
      <Chip size="small" color="secondary" label={labelOf(course.category)} />
      <Chip size="small" variant="outlined" label={labelOf(course.level)} />
      <Chip size="small" variant="outlined" label={labelOf(course.energyArea)} />
    </Stack>
  );
}

/** A link closing the description ('Acesse: https://…'), with the words that introduce it. */
const TRAILING_LINK = /\s*(?:(?:acesse|acesso|link|inscreva-se|inscrições|saiba mais)(?:\s+(?:em|aqui))?\s*:?\s*)?https?:\/\/\S+\s*$/i;

/**
 * What the card says about the course: its description without the link it ends with, which
 * 'Acessar' opens (an address cut by the line clamp says nothing). A link mid-text stays.
 */
export function courseSummary(description: string): string {
  return description.replace(TRAILING_LINK, '').trim();
}

function UnavailableAccess({ fullWidth }: { fullWidth?: boolean }) {
  const reasonId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', width: fullWidth ? '100%' : undefined }}>
      <Button variant="contained" disabled fullWidth={fullWidth} aria-describedby={reasonId}>
        Acessar
      </Button>
      <Typography id={reasonId} variant="caption" color="text.secondary">
        Link indisponível
      </Typography>
    </Box>
  );
}

export function AccessButton({ course, fullWidth }: { course: CourseDTO; fullWidth?: boolean }) {
  const { user } = useCurrentUser();
  const [enroll] = useEnrollInCourseMutation();
  if (!course.accessUrl) {
    // Still the spec's 'Acessar', disabled, with the reason beside it (a disabled button shows no tooltip).
    return <UnavailableAccess fullWidth={fullWidth} />;
  }
  return (
    <Button
      variant="contained"
      component="a"
      href={course.accessUrl}
      target="_blank"
      rel="noopener noreferrer"
      fullWidth={fullWidth}
      endIcon={<LaunchIcon aria-hidden />}
      aria-label={`Acessar ${course.title} (abre em nova aba)`}
      onClick={() => {
        if (user) void enroll(course.id);
      }}
    >
      Acessar
    </Button>
  );
}

export function CourseCard({ course }: { course: CourseDTO }) {
  const { user } = useCurrentUser();
  const { data: enrollments } = useGetMyEnrollmentsQuery(undefined, { skip: !user });
  const enrolled = !!enrollments?.some((enrollment) => enrollment.courseId === course.id);

  return (
    <CatalogueCard
      chips={<CourseChips course={course} />}
      title={course.title}
      byline={course.instructor}
      actions={
        <>
          <AccessButton course={course} />
          <ItemCardActions kind="course" id={course.id} title={course.title} />
        </>
      }
    >
      {/* Three lines at most, so the cards of a row keep one height: the rest is clipped, not removed. */}
      <Typography
        variant="body2"
        data-testid="course-summary"
        sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        {courseSummary(course.description)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', fontSize: '0.9rem' }}>
        {course.duration ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ScheduleIcon aria-hidden fontSize="small" />
            {course.duration}
          </Box>
        ) : null}
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <GroupIcon aria-hidden fontSize="small" />
          {course.enrolledCount === 1 ? '1 inscrito' : `${course.enrolledCount} inscritos`}
        </Box>
        <RatingText rating={course.rating} totalRatings={course.totalRatings} />
      </Box>
      {enrolled ? (
        <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.dark', fontWeight: 600 }}>
          <CheckCircleIcon aria-hidden fontSize="small" />
          Você está inscrito
        </Typography>
      ) : null}
    </CatalogueCard>
  );
}
