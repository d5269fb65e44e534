import type { AnyMailTemplate } from './mail-template';
import { passwordChangedMail } from './templates/password-changed-mail';
import { passwordResetMail } from './templates/password-reset-mail';
import { invitationMail } from './templates/invitation-mail';
import { orderApprovedMail } from './templates/order-approved-mail';
import { orderPlacedMail } from './templates/order-placed-mail';
import { orderPlacedAdminMail } from './templates/order-placed-admin-mail';
import { orderRefundedMail, orderRejectedMail } from './templates/order-decision-mail';
import { commentReplyMail } from './templates/comment-reply-mail';
import { newLessonMail } from './templates/new-lesson-mail';
import { certificateIssuedMail } from './templates/certificate-issued-mail';
import { trainingReminderMail } from './templates/training-reminder-mail';

/** Every kind of email Aula sends, by name: the sending job and the admin's previews look them up here. */
export const MAIL_TEMPLATES: readonly AnyMailTemplate[] = [
  passwordResetMail,
  invitationMail,
  passwordChangedMail,
  orderPlacedMail,
  orderPlacedAdminMail,
  orderApprovedMail,
  orderRejectedMail,
  orderRefundedMail,
  certificateIssuedMail,
  commentReplyMail,
  newLessonMail,
  trainingReminderMail,
];

export const mailTemplateNamed = (name: string) => MAIL_TEMPLATES.find((template) => template.name === name);
