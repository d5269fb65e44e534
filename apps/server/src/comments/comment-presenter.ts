import type { LessonComment } from '@aula/shared';
import type { Viewer } from '../auth/viewer';
import type { FileLinks } from '../storage/file-links';
import type { LessonCommentRow } from './comment-queries';

export interface CommentViewer {
  auth: Viewer;
  /** the course's instructor or an admin */
  manages: boolean;
}

/** A stored comment as the player shows it; the photo key becomes a signed, expiring link. */
export function presentLessonComment(
  row: LessonCommentRow,
  viewer: CommentViewer,
  links: FileLinks,
): LessonComment {
  return {
    id: row.id_comment,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    author: {
      id: row.id_profile,
      names: row.names,
      lastNames: row.last_names,
      role: { code: row.role_code, name: row.role_name },
      photoUrl: links.signed(row.url_image),
    },
    canDelete: viewer.manages || row.id_profile === viewer.auth.profileId,
  };
}
