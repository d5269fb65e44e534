import { sentMailMessages } from '@aula/shared';

const templateLabels = sentMailMessages.templates;

/** A template's name in Spanish; one newer than this screen shows its own name rather than nothing. */
export function mailTemplateLabel(name: string): string {
  return templateLabels[name] ?? name;
}
