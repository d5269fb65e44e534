import { mailMessages as m } from '@aula/shared';
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { LOGO_CONTENT_ID } from './logo';

/** The house style, inline: mail clients drop style sheets. */
export const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    fontFamily: 'Arial, Helvetica, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '32px' },
  brand: { color: '#0f766e', fontSize: '20px', fontWeight: 700, margin: '0 0 24px' },
  text: { color: '#18181b', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: '#52525b', fontSize: '14px', lineHeight: '20px', margin: '0 0 12px' },
  button: {
    backgroundColor: '#0f766e',
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: '#0f766e', wordBreak: 'break-all' as const },
} as const;

export interface MailLayoutProps {
  /** The line mail clients show after the subject. */
  preview: string;
  /** An address that stops this kind of email without signing in; none for essential ones. */
  unsubscribeUrl: string | null;
  children: ReactNode;
}

/**
 * Every email's frame: the academy's mark and name, the message, and a footer saying why the
 * person receives it (with the unsubscribe link where the kind can be turned off). Spanish,
 * one column, real text (no text in images), links that say where they go.
 */
export function MailLayout({ preview, unsubscribeUrl, children }: MailLayoutProps) {
  return (
    <Html lang="es" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section>
            <Text style={styles.brand}>
              <Img
                src={`cid:${LOGO_CONTENT_ID}`}
                width="32"
                height="32"
                alt=""
                style={{ display: 'inline-block', verticalAlign: 'middle', marginRight: '8px' }}
              />
              {m.appName}
            </Text>
          </Section>
          {children}
          <Hr style={{ borderColor: '#e4e4e7', margin: '24px 0' }} />
          <Text style={styles.muted}>{m.footer(m.appName)}</Text>
          {unsubscribeUrl && (
            <Text style={styles.muted}>
              <Link href={unsubscribeUrl} style={styles.link}>
                {m.unsubscribe}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The message's main action as a button, with the address written out for clients that hide buttons. */
export function MailAction({ href, label, shownHref }: { href: string; label: string; shownHref?: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Link href={href} style={styles.button}>
          {label}
        </Link>
      </Section>
      <Text style={styles.muted}>{m.linkFallback}</Text>
      <Text style={styles.muted}>
        <Link href={href} style={styles.link}>
          {shownHref ?? href}
        </Link>
      </Text>
    </>
  );
}
