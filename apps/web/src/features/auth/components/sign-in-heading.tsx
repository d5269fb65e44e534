import { Brand } from '@/components/brand';

/** The top of each sign-in step: the brand, the step's title (the page's one h1) and what to do. */
export function SignInHeading({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Brand className="mb-4 text-2xl" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
