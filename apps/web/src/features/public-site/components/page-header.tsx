import { PageTitle } from './page-title';

/** A public page's title (its only h1, also the tab's title) and lead paragraph. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="border-b border-border bg-linear-to-b from-teal-50 to-background">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <PageTitle>{title}</PageTitle>
        <h1 className="text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
      </div>
    </div>
  );
}
