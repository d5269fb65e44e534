import { describe, expect, it } from 'vitest';
import { courseAccess } from './course-access';

const instructorId = '00000000-0000-4000-8000-000000000001';
const studentId = '00000000-0000-4000-8000-000000000002';
const enrollment = { progress: 40, completedAt: null, lastLessonId: null };
const course = (price: number, viewerEnrollment: typeof enrollment | null = null) => ({
  instructor: { id: instructorId, names: 'Ana', lastNames: 'Ruiz' },
  price,
  viewerEnrollment,
});

describe('courseAccess', () => {
  it('lets the course instructor and admins review, enrolled or not', () => {
    expect(courseAccess(course(0), { profileId: instructorId, role: 'INSTRUCTOR' })).toBe('review');
    expect(courseAccess(course(50, enrollment), { profileId: studentId, role: 'ADMIN' })).toBe('review');
  });

  it('offers enrollment in free courses only, and continuing once enrolled', () => {
    expect(courseAccess(course(0), { profileId: studentId, role: 'STUDENT' })).toBe('free');
    expect(courseAccess(course(50), { profileId: studentId, role: 'STUDENT' })).toBe('paid');
    expect(courseAccess(course(50, enrollment), { profileId: studentId, role: 'STUDENT' })).toBe('enrolled');
    // Another instructor's course: an instructor learns like a student.
    expect(courseAccess(course(0), { profileId: studentId, role: 'INSTRUCTOR' })).toBe('free');
  });
});
