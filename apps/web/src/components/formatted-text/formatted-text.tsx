import { messages } from '@aula/shared';
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { cn } from '@/lib/utils/cn';
import { useImageSources } from './lesson-images';
import { ALLOWED_ELEMENTS, htmlAsText, safeImageSource, safeLinkUrl } from './safe-markdown';

type HeadingLevel = 2 | 3 | 4 | 5;

/**
 * The Markdown's headings sit under the page's own: '#' and '##' become `topLevel`, deeper ones
 * the level below, so a lesson's text never competes with the lesson's title.
 */
function headingsUnder(topLevel: HeadingLevel): Components {
  const Top = `h${topLevel}` as const;
  const Sub = `h${Math.min(topLevel + 1, 6) as 3 | 4 | 5 | 6}` as const;
  const top = ({ children }: { children?: ReactNode }) => (
    <Top className="mt-6 mb-2 text-lg font-semibold first:mt-0">{children}</Top>
  );
  const sub = ({ children }: { children?: ReactNode }) => (
    <Sub className="mt-5 mb-2 font-semibold first:mt-0">{children}</Sub>
  );
  return { h1: top, h2: top, h3: sub, h4: sub, h5: sub, h6: sub };
}

function Link({ href, children }: ComponentProps<'a'>) {
  // safeLinkUrl dropped the address: the words stay, as text.
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2 hover:no-underline"
    >
      {children}
      <span className="sr-only"> {messages.common.opensInNewTab}</span>
    </a>
  );
}

function Image({ src, alt }: ComponentProps<'img'>) {
  // Not one of the course's images (safeImageSource dropped it): nothing is loaded.
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      className="my-3 h-auto max-w-full rounded-md border border-border"
    />
  );
}

const COMPONENTS: Components = {
  p: ({ children }) => <p className="my-3 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-3 border-l-4 border-border pl-4 text-muted-foreground">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-muted px-1 font-mono text-sm">{children}</code>,
  pre: ({ children }) => <pre className="my-3 overflow-x-auto rounded-md bg-muted p-3">{children}</pre>,
  hr: () => <hr className="my-6 border-border" />,
  a: Link,
  img: Image,
};

/**
 * A text written in Markdown, shown formatted: headings, lists, bold, italics, links that open in
 * a new tab and the course's own images (from LessonImagesContext). Nothing the author typed runs
 * or becomes HTML (safe-markdown.ts).
 */
export function FormattedText({
  text,
  topHeadingLevel = 3,
  className,
}: {
  text: string;
  topHeadingLevel?: HeadingLevel;
  className?: string;
}) {
  const images = useImageSources();
  return (
    <div className={cn('break-words', className)}>
      <Markdown
        // A line break the author typed stays one, as in the plain text lessons were before.
        remarkPlugins={[htmlAsText, remarkBreaks]}
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={(url, key) =>
          key === 'href' ? safeLinkUrl(url) : key === 'src' ? safeImageSource(url, images) : null
        }
        components={{ ...COMPONENTS, ...headingsUnder(topHeadingLevel) }}
      >
        {text}
      </Markdown>
    </div>
  );
}
