/**
 * Courses (spec §2 Courses, §7): the grid (paged, total from X-Total-Count),
 * short lists for the home tabs and the dashboard, and recording an
 * enrolment when a signed-in person opens a course.
 */
import type { CourseDTO, CourseQuery, EnrollmentDTO } from '@conecta/common';
import { api } from '../../api/api';
import { defineMutationFeedback } from '../../api/feedback';
import { compactParams, totalCount, type ListPage, offsetPaging } from '../../lib/paging';

export const COURSES_PAGE_SIZE = 24;

export type CourseFilters = Omit<CourseQuery, 'limit' | 'offset'>;

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoursePages: build.infiniteQuery<ListPage<CourseDTO>, CourseFilters, number>({
      infiniteQueryOptions: offsetPaging,
      query: ({ queryArg, pageParam }) => ({
        url: '/cursos',
        params: compactParams({ ...queryArg, limit: COURSES_PAGE_SIZE, offset: pageParam * COURSES_PAGE_SIZE }),
      }),
      transformResponse: (items: CourseDTO[], meta) => ({ items, total: totalCount(meta, items.length) }),
      providesTags: (result) => [
        { type: 'Course', id: 'LIST' },
        ...(result?.pages.flatMap((page) => page.items.map((course) => ({ type: 'Course' as const, id: course.id }))) ?? []),
      ],
    }),
    /** A short list (home tab and dashboard: limit 3). */
    getCourses: build.query<CourseDTO[], CourseQuery>({
      query: (query) => ({ url: '/cursos', params: compactParams(query) }),
      providesTags: (result) => [
        { type: 'Course', id: 'LIST' },
        ...(result?.map((course) => ({ type: 'Course' as const, id: course.id })) ?? []),
      ],
    }),
    enrollInCourse: build.mutation<EnrollmentDTO, string>({
      query: (courseId) => ({ url: `/cursos/${encodeURIComponent(courseId)}/enroll`, method: 'POST' }),
      // The dashboard counter and the course's enrolledCount both change.
      invalidatesTags: (result, _error, courseId) =>
        result ? [{ type: 'Enrollment', id: 'LIST' }, { type: 'Course', id: courseId }] : [],
    }),
  }),
});

export const { useGetCoursePagesInfiniteQuery, useGetCoursesQuery, useEnrollInCourseMutation } = coursesApi;

defineMutationFeedback({
  // The course itself opens in a new tab; only a failure to record it is worth a word.
  enrollInCourse: {
    error: { title: 'Erro ao registrar inscrição no curso', fallback: 'Tente novamente mais tarde.' },
    silentStatuses: [401],
  },
});
