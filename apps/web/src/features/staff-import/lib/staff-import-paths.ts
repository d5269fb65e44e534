import { STAFF_IMPORT_PATH } from '@aula/shared';

/** The users list, where admins find 'Importar personal' and where its pages lead back. */
export const USERS_PATH = '/dashboard/users';

/** One import's page: the address keeps it, so a reload finds the import where it is. */
export const staffImportPath = (id: string) => `${STAFF_IMPORT_PATH}/${id}`;
