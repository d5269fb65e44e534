import { messages } from '@aula/shared';
import { Brand } from '../components/brand';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { RedirectIfSignedIn } from './session-guards';

export function Component() {
  return (
    <RedirectIfSignedIn>
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
        <Brand className="text-2xl" />
        <Card className="w-full max-w-sm">
          <CardHeader>
            <CardTitle as="h1">{messages.signIn.title}</CardTitle>
            <CardDescription>{messages.signIn.subtitle}</CardDescription>
          </CardHeader>
          <CardContent>
            <SignInForm />
          </CardContent>
        </Card>
      </main>
    </RedirectIfSignedIn>
  );
}
