import { passwordRecoveryMessages as m } from '@aula/shared';
import { Link } from 'react-router';

/** 'Volver a iniciar sesión', under a recovery step. */
export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link
        to="/login"
        className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {m.backToSignIn}
      </Link>
    </p>
  );
}
