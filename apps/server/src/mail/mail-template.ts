import type { MailPreferenceKind } from '@aula/shared';
import type { ReactElement } from 'react';
import type { z } from 'zod';

/**
 * What a template may use to build its links: the academy's address, and proofs for private
 * links (a password reset). When the kept copy is rendered, `proof` answers a mask instead, so
 * 'Correo enviado' never shows a link that works.
 */
export interface MailLinks {
  url(path: string): string;
  proof(purpose: string, id: string): string;
}

/** The kinds of email a person may turn off (docs/product/email.md#preferences); null: essential. */
export type MailPreference = MailPreferenceKind;

/**
 * One kind of email: its data (checked when it is queued and again when it is sent), its subject
 * and its body as React components rendered to HTML and plain text, and a sample for the admin's
 * preview.
 */
export interface MailTemplate<D> {
  name: string;
  data: z.ZodType<D>;
  preference: MailPreference | null;
  subject(data: D): string;
  body(data: D, links: MailLinks, unsubscribeUrl: string | null): ReactElement;
  sample: D;
}

export function defineMailTemplate<D>(template: MailTemplate<D>): MailTemplate<D> {
  return template;
}

/** A template of any data, as the registry holds them. */
export interface AnyMailTemplate {
  name: string;
  data: z.ZodType;
  preference: MailPreference | null;
  subject(data: never): string;
  body(data: never, links: MailLinks, unsubscribeUrl: string | null): ReactElement;
  sample: unknown;
}
