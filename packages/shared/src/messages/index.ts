import { common } from './common';
import { certificates } from './certificates';
import { comments } from './comments';
import { courseContent } from './course-content';
import { courseDetail } from './course-detail';
import { courseForm } from './course-form';
import { courses } from './courses';
import { files } from './files';
import { learning } from './learning';
import { myCourses } from './my-courses';
import { notifications } from './notifications';
import { player } from './player';
import { profile } from './profile';
import { publicSite } from './public-site';
import { registration } from './registration';
import { session } from './session';
import { shell } from './shell';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { uploads } from './uploads';
import { users } from './users';

/**
 * The Spanish message catalogue: every user-facing string is written once, in the file of
 * its area, and imported by the form, the server route and the tests. SPEC.md's strings are verbatim.
 */
export const messages = {
  courses,
  courseForm,
  courseContent,
  common,
  signIn,
  signUp,
  session,
  shell,
  files,
  publicSite,
  registration,
  notifications,
  uploads,
  learning,
  comments,
  certificates,
  courseDetail,
  myCourses,
  player,
  profile,
  users,
} as const;
