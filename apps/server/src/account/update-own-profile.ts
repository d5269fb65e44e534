import type { OwnProfileData } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../core/app-error';
import type { AppDeps } from '../deps';

type ProfileDeps = Pick<AppDeps, 'db' | 'storage' | 'logger'>;

/**
 * The caller saves their 'Información Personal' (docs/product/accounts.md#personal-information). A new photo
 * is already stored when this runs: if the update fails it is removed, so no file is orphaned; once the
 * update is committed the photo it replaced (or that `removeImage` dropped) is removed. A new photo wins over
 * `removeImage`.
 */
export async function updateOwnProfile(
  deps: ProfileDeps,
  auth: Viewer,
  data: OwnProfileData,
  newImageKey: string | null,
) {
  let replacedImageKey: string | null;
  try {
    replacedImageKey = await deps.db.kysely.transaction().execute(async (trx) => {
      // Locked, so that two saves at once each remove the photo the other one really replaced.
      const current = await trx
        .selectFrom('Profiles')
        .select('url_image')
        .where('id_profile', '=', auth.profileId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw AppError.unauthorized();
      const urlImage = newImageKey ?? (data.removeImage ? null : current.url_image);
      await trx
        .updateTable('Profiles')
        .set({
          names: data.names,
          last_names: data.lastNames,
          phone: data.phone,
          url_image: urlImage,
          updated_at: new Date(),
        })
        .where('id_profile', '=', auth.profileId)
        .execute();
      return current.url_image !== urlImage ? current.url_image : null;
    });
  } catch (error) {
    if (newImageKey) await deps.storage.delete(newImageKey).catch(() => {});
    throw error;
  }
  if (replacedImageKey) {
    // Best effort: the profile is saved; a file that cannot be removed is only logged.
    await deps.storage.delete(replacedImageKey).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: replacedImageKey }, 'replaced profile photo not removed');
    });
  }
}
