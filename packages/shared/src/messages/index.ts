import { common } from './common';
import { account } from './account';
import { achievements } from './achievements';
import { cart } from './cart';
import { certificates } from './certificates';
import { comments } from './comments';
import { courseContent } from './course-content';
import { courseDetail } from './course-detail';
import { courseForm } from './course-form';
import { courses } from './courses';
import { dashboard } from './dashboard';
import { files } from './files';
import { learning } from './learning';
import { myCourses } from './my-courses';
import { myProgress } from './my-progress';
import { notifications } from './notifications';
import { orders } from './orders';
import { player } from './player';
import { profile } from './profile';
import { publicSite } from './public-site';
import { registration } from './registration';
import { session } from './session';
import { shell } from './shell';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { students } from './students';
import { uploads } from './uploads';
import { users } from './users';
import { mfa } from './mfa';
import { securityLog } from './security-log';
import { reviews } from './reviews';
import { scheduledTasks } from './scheduled-tasks';
import { mail } from './mail';
import { passwordRecovery } from './password-recovery';
import { invitations } from './invitations';
import { organisation } from './organisation';
import { compliance } from './compliance';
import { placement } from './placement';
import { team } from './team';
import { sentMail } from './sent-mail';
import { staffImport } from './staff-import';
import { sso } from './sso';

/**
 * The Spanish message catalogue: every user-facing string is written once, in the file of its area,
 * and imported by the form, the server route and the tests. The original product's strings are kept
 * verbatim (docs/product/copy.md#copy-spanish-everywhere).
 */
export const messages = {
  courses,
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
  myProgress,
  player,
  profile,
  dashboard,
  achievements,
  cart,
} as const;

/**
 * Areas no public page shows keep their strings outside `messages`, which the landing page's
 * entry script carries whole: a screen behind sign-in imports its own catalogue, and a visitor
 * of the landing page on a phone does not download it (bench/REPORT.md, front end). New areas
 * seen only after sign-in follow this.
 */
export { mfa as mfaMessages } from './mfa';
export { securityLog as securityLogMessages } from './security-log';
export { courseForm as courseFormMessages } from './course-form';
export { orders as orderMessages } from './orders';
export { students as studentMessages } from './students';
export { reviews as reviewMessages } from './reviews';
export { scheduledTasks as scheduledTaskMessages } from './scheduled-tasks';
export { mail as mailMessages } from './mail';
export { passwordRecovery as passwordRecoveryMessages } from './password-recovery';
export { invitations as invitationMessages } from './invitations';
export { organisation as organisationMessages } from './organisation';
export { placement as placementMessages } from './placement';
export { team as teamMessages } from './team';
export { sentMail as sentMailMessages } from './sent-mail';
export { users as userMessages } from './users';
export { account as accountMessages } from './account';
export { staffImport as staffImportMessages } from './staff-import';
export { sso as ssoMessages } from './sso';
export { compliance as complianceMessages } from './compliance';

/** Every catalogue, for checks that must know each user-facing string (the API's error answers). */
export const EVERY_CATALOGUE = [
  messages,
  mfa,
  securityLog,
  courseForm,
  orders,
  students,
  reviews,
  scheduledTasks,
  mail,
  passwordRecovery,
  invitations,
  organisation,
  placement,
  team,
  sentMail,
  users,
  account,
  staffImport,
  sso,
  compliance,
] as const;
