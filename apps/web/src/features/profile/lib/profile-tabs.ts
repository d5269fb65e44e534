/**
 * The open tab lives in the address (?tab=...), so that a link can open a given tab: the
 * certificate notification links to CERTIFICATES_TAB_PATH, the student's home to
 * ACHIEVEMENTS_TAB_PATH. Ids are Spanish because users see them.
 */
export const PROFILE_TAB_PARAM = 'tab';

export const profileTabIds = {
  personalInfo: 'informacion',
  organisation: 'organizacion',
  courses: 'cursos',
  achievements: 'logros',
  certificates: 'certificados',
} as const;
