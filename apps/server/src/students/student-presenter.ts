import type { StudentEnrollment, StudentList } from '@aula/shared';
import type { FileLinks } from '../storage/file-links';
import type { CourseChoiceRow, StudentRow } from './list-students';

/** A row of the students list: the student, the course, the progress; the photo as a signed link. */
export function presentStudentEnrollment(row: StudentRow, links: FileLinks): StudentEnrollment {
  return {
    enrollmentId: row.id_enrollment,
    student: {
      id: row.id_profile,
      names: row.names,
      lastNames: row.last_names,
      email: row.email,
      urlImage: links.signed(row.url_image),
    },
    course: { id: row.id_course, title: row.title },
    progress: row.progress,
    enrolledAt: row.enrolled_at.toISOString(),
    completedAt: row.completion_at?.toISOString() ?? null,
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

/** A choice of the course filter, with how many live students the course has. */
export function presentCourseChoice(row: CourseChoiceRow): StudentList['courses'][number] {
  return { id: row.id_course, title: row.title, students: row.students };
}
