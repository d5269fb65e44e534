import type { TeamMember, TeamMemberDetail } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { TeamMemberRow, teamMember } from './team-queries';

/** A row of 'Mi equipo', the photo through a signed link. */
export function presentTeamMember(row: TeamMemberRow, links: FileLinks): TeamMember {
  return {
    id: row.id_profile,
    names: row.names,
    lastNames: row.last_names,
    email: row.email,
    urlImage: links.signed(row.url_image),
    unit: row.unit_path,
    position: row.position_name,
    enrollments: row.enrollments,
    completed: row.completed,
    certificates: row.certificates,
  };
}

export function presentTeamMemberDetail(
  { person, placement, enrollments }: Awaited<ReturnType<typeof teamMember>>,
  links: FileLinks,
): TeamMemberDetail {
  return {
    id: person.id_profile,
    names: person.names,
    lastNames: person.last_names,
    email: person.email,
    urlImage: links.signed(person.url_image),
    placement,
    enrollments: enrollments.map((row) => ({
      courseId: row.id_course,
      title: row.title,
      enrolledAt: row.created_at.toISOString(),
      progress: row.progress,
      completedAt: row.completion_at ? row.completion_at.toISOString() : null,
      certificate:
        row.certificate_code && row.certificate_issued_at
          ? { code: row.certificate_code, issuedAt: row.certificate_issued_at.toISOString() }
          : null,
    })),
  };
}
