/** The homes' figures and the achievements: each read is the caller's own. */
export const dashboardKeys = {
  admin: ['dashboard', 'admin'] as const,
  instructor: ['dashboard', 'instructor'] as const,
  student: ['dashboard', 'student'] as const,
  achievements: ['dashboard', 'achievements'] as const,
};
