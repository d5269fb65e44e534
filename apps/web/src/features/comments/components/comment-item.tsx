import { appRoleFromCode, messages, roleDisplayName, showsRoleBadge, type LessonComment } from '@aula/shared';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';

// All digits, as the product shows dates (docs/product/interface.md#dates-and-times): no locale
// data in the player's bundle.

const authorName = (comment: LessonComment) => `${comment.author.names} ${comment.author.lastNames}`;

const initials = ({ names, lastNames }: LessonComment['author']) =>
  `${[...names][0] ?? ''}${[...lastNames][0] ?? ''}`.toUpperCase();

/**
 * One comment. Its body is the author's plain text, rendered as text: markup in it shows as
 * typed and never runs. `focused` brings it into focus (the first of a page just loaded).
 */
export function CommentItem({
  comment,
  focused,
  onRemove,
}: {
  comment: LessonComment;
  focused: boolean;
  onRemove: (comment: LessonComment) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const name = authorName(comment);
  const role = appRoleFromCode(comment.author.role.code);

  useEffect(() => {
    if (focused) ref.current?.focus();
  }, [focused]);

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-label={name}
      className="flex gap-3 rounded-lg py-3 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Avatar aria-hidden>
        {comment.author.photoUrl && <AvatarImage src={comment.author.photoUrl} alt="" />}
        <AvatarFallback>{initials(comment.author)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span className="font-medium break-words">{name}</span>
            {showsRoleBadge(role) && (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                {roleDisplayName(comment.author.role)}
              </span>
            )}
            <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(comment.createdAt)}
            </time>
          </div>
          {comment.canDelete && (
            <Button
              variant="ghost"
              size="icon"
              className="-mt-2 -mr-2 shrink-0 text-muted-foreground hover:text-destructive"
              aria-label={messages.comments.removeLabel(name)}
              title={messages.common.remove}
              onClick={() => onRemove(comment)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
        <p className="text-sm whitespace-pre-wrap break-words">{comment.body}</p>
      </div>
    </article>
  );
}
