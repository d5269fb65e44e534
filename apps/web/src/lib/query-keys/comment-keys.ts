/** One cache entry per lesson: its pages of comments, newest first. */
export const commentKeys = {
  lesson: (courseId: string, lessonId: string) => ['comments', 'lesson', courseId, lessonId] as const,
};
