import {
  messages,
  reaches,
  reviewMessages,
  SECURITY_LOG_PATH,
  TEAM_PATH,
  teamMessages,
  type AppRole,
} from '@aula/shared';
import {
  BookOpen,
  ClipboardList,
  GraduationCap,
  LayoutDashboard,
  Receipt,
  ShieldCheck,
  SquarePlus,
  Star,
  User,
  Users,
  UsersRound,
} from 'lucide-react';
import type { NavItem } from '@/components/layout/nav-item';

const nav = messages.shell.nav;

/** 'Inscripciones': who is enrolled in what, with their email and progress (features/students). */
const ENROLLMENTS_PATH = '/dashboard/students';

const dashboard: NavItem = { to: '/dashboard', label: nav.dashboard, icon: LayoutDashboard };
/** 'Reseñas' (docs/product/ratings.md): the ratings of an instructor's courses, every course's for an admin. */
const reviews: NavItem = { to: '/dashboard/reviews', label: reviewMessages.manage.nav, icon: Star };
const courses: NavItem = { to: '/dashboard/courses', label: nav.courses, icon: BookOpen };

/**
 * The sidebar's links by role (docs/product/interface.md#menus-by-role); any role the app does not
 * know gets the student's.
 */
const NAVIGATION: Record<AppRole, readonly NavItem[]> = {
  ADMIN: [
    dashboard,
    { to: '/dashboard/users', label: nav.users, icon: Users },
    courses,
    { to: ENROLLMENTS_PATH, label: nav.enrollments, icon: ClipboardList },
    reviews,
    { to: '/dashboard/orders', label: nav.orders, icon: Receipt },
    { to: SECURITY_LOG_PATH, label: nav.security, icon: ShieldCheck },
  ],
  INSTRUCTOR: [
    dashboard,
    courses,
    { to: '/dashboard/courses/create', label: nav.createCourse, icon: SquarePlus },
    // The enrollment report (email, course, progress, CSV) rather than the bare list of people.
    { to: ENROLLMENTS_PATH, label: nav.students, icon: Users },
    reviews,
  ],
  STUDENT: [
    dashboard,
    { to: '/dashboard/my-courses', label: nav.myCourses, icon: GraduationCap },
    courses,
    { to: '/dashboard/profile', label: nav.profile, icon: User },
  ],
};

/** 'Mi equipo' (docs/product/organisation.md#supervisors): the people of the units one supervises. */
const team: NavItem = { to: TEAM_PATH, label: teamMessages.nav, icon: UsersRound };

/**
 * The sidebar's links for the role, and for whoever supervises a unit (a scope any role may hold)
 * 'Mi equipo' right after 'Inicio': when the policy's reach over the team is the supervisor's.
 * Admins, whose reach is everyone's, find people through 'Usuarios' and get no such link.
 */
export function dashboardNavigation(
  role: AppRole,
  { supervisor }: { supervisor: boolean },
): readonly NavItem[] {
  const links = NAVIGATION[role];
  if (reaches({ role, supervisor }, 'team.view') !== 'team') return links;
  // Every role's list opens with 'Inicio'.
  return [dashboard, team, ...links.filter((link) => link !== dashboard)];
}
