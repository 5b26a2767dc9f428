/**
 * The signed-in user's own lists (spec §7: GET /api/user/applications,
 * /enrollments, /registrations). The dashboard counts them; the jobs, courses
 * and events screens read them to show 'Já Candidato', enrolled and 'Inscrito'.
 * Mutations elsewhere invalidate the LIST tags so the counters follow.
 *
 * Personal data is not kept once no screen shows it (`keepUnusedDataFor: 0`):
 * an answer cached for one session (say, the 401s of a request racing the
 * logout) must never be what the next signed-in person's dashboard reads.
 */
import type { MyApplicationDTO, EnrollmentDTO, RegistrationDTO } from '@conecta/common';
import { api } from '../../api/api';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyApplications: build.query<MyApplicationDTO[], void>({
      query: () => '/user/applications',
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    getMyEnrollments: build.query<EnrollmentDTO[], void>({
      query: () => '/user/enrollments',
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Enrollment', id: 'LIST' }],
    }),
    getMyRegistrations: build.query<RegistrationDTO[], void>({
      query: () => '/user/registrations',
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Registration', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyApplicationsQuery, useGetMyEnrollmentsQuery, useGetMyRegistrationsQuery } = meApi;
