import { messages } from '@aula/shared';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../api/sign-out';

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onError: (error) => toast.error(error.message) })}
    >
      <LogOut aria-hidden className="size-4" />
      {messages.shell.signOut}
    </Button>
  );
}
