import { common } from './common';
import { courses } from './courses';
import { files } from './files';
import { notifications } from './notifications';
import { publicSite } from './public-site';
import { registration } from './registration';
import { session } from './session';
import { shell } from './shell';
import { signIn } from './sign-in';
import { signUp } from './sign-up';

/**
 * The Spanish message catalogue: every user-facing string is written once, in the file of
 * its area, and imported by the form, the server route and the tests. SPEC.md's strings are verbatim.
 */
export const messages = {
  courses,
  common,
  signIn,
  signUp,
  session,
  shell,
  files,
  publicSite,
  registration,
  notifications,
} as const;
