/**
 * /dashboard/browse: the student catalogue, the same screen as /dashboard/courses (DECISIONS.md §1),
 * so that there is one way to explore courses.
 */
export { Component } from './courses';
