import { messages, roleDisplayName, type CurrentUser } from '@aula/shared';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format-date';
import { profileInitials } from '../lib/initials';

/** Who the profile belongs to (docs/product/accounts.md#profile-page): photo, names, role and since when. */
export function ProfileHeader({ user }: { user: CurrentUser }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
      <Avatar className="size-20">
        {user.urlImage && <AvatarImage src={user.urlImage} alt="" />}
        <AvatarFallback className="text-2xl">{profileInitials(user.names, user.lastNames)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-col items-center gap-2 sm:items-start">
        <h2 className="text-2xl font-semibold tracking-tight break-words">
          {user.names} {user.lastNames}
        </h2>
        <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-medium text-primary">
          <span className="sr-only">{messages.shell.home.roleLabel}: </span>
          {roleDisplayName(user.rol)}
        </span>
        <p className="text-sm text-muted-foreground">
          {messages.profile.memberSince(formatDate(user.joinedDate))}
        </p>
      </div>
    </Card>
  );
}
