/**
 * Route table of spec §2. Only the screens built so far are listed; every
 * other path (including routes of later issues) falls through to the 404 page.
 * Each page is its own chunk (STYLE rule 15).
 */
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

const HomePage = lazy(() => import('../features/home/HomePage'));
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const TestUsersPage = lazy(() => import('../features/testUsers/TestUsersPage'));
const JobsPage = lazy(() => import('../features/jobs/JobsPage'));
const JobDetailPage = lazy(() => import('../features/jobs/JobDetailPage'));
const CoursesPage = lazy(() => import('../features/courses/CoursesPage'));
const EventsPage = lazy(() => import('../features/events/EventsPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const DirectoryPage = lazy(() => import('../features/directory/DirectoryPage'));
const CompaniesPage = lazy(() => import('../features/directory/CompaniesPage'));
const PublicProfilePage = lazy(() => import('../features/directory/PublicProfilePage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const TestSkillsPage = lazy(() => import('../features/profile/TestSkillsPage'));
const TestSkillsDebugPage = lazy(() => import('../features/profile/TestSkillsDebugPage'));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const EditorPage = lazy(() => import('../features/editor/EditorPage'));
const MyJobsPage = lazy(() => import('../features/publishing/MyJobsPage'));
const MyApplicationsPage = lazy(() => import('../features/publishing/MyApplicationsPage'));
const NotFoundPage = lazy(() => import('../features/notFound/NotFoundPage'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'contato', element: <ContactPage /> },
      { path: 'test-users', element: <TestUsersPage /> },
      { path: 'vagas', element: <JobsPage /> },
      { path: 'vagas/:id', element: <JobDetailPage /> },
      { path: 'cursos', element: <CoursesPage /> },
      { path: 'eventos', element: <EventsPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'profissionais', element: <DirectoryPage /> },
      { path: 'profissionais/:id', element: <PublicProfilePage /> },
      { path: 'empresas', element: <CompaniesPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'perfil', element: <ProfilePage /> },
      { path: 'test-skills', element: <TestSkillsPage /> },
      { path: 'test-skills-debug', element: <TestSkillsDebugPage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'minhas-vagas', element: <MyJobsPage /> },
      { path: 'minhas-candidaturas', element: <MyApplicationsPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: 'editor', element: <EditorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
