import type { CurrentUser } from '@aula/shared';
import { cn } from '@/lib/utils/cn';
import { Avatar, AvatarFallback, AvatarImage } from '../ui/avatar';
import { avatarFallbackText } from './avatar-fallback';

/** The user's photo (a signed link), with the fallback while it loads or when it fails. */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const fallback = avatarFallbackText(user.names);
  return (
    <Avatar className={className}>
      {user.urlImage && <AvatarImage src={user.urlImage} alt="" />}
      <AvatarFallback className={cn(fallback.length > 1 && 'text-xs')}>{fallback}</AvatarFallback>
    </Avatar>
  );
}
