import { type RenderedMailView, sentMailMessages } from '@aula/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const t = sentMailMessages.screen;

/**
 * A message as its reader gets it: 'Como se ve', the HTML in a frame sandboxed with no permission
 * at all (no script runs, no link navigates, its origin is nobody's), and 'Texto plano', the text
 * part, wrapped. Private links come masked from the server; the logo is inline.
 */
export function RenderedMail({ rendered }: { rendered: RenderedMailView }) {
  return (
    <Tabs defaultValue="html" className="flex min-w-0 flex-col gap-3">
      <TabsList>
        <TabsTrigger value="html">{t.htmlTab}</TabsTrigger>
        <TabsTrigger value="text">{t.textTab}</TabsTrigger>
      </TabsList>
      <TabsContent value="html">
        <iframe
          sandbox=""
          srcDoc={rendered.html}
          title={t.frameTitle(rendered.subject)}
          className="h-[60dvh] w-full rounded-md border border-border bg-white"
        />
      </TabsContent>
      <TabsContent value="text">
        <pre className="rounded-md border border-border bg-background p-4 font-mono text-sm whitespace-pre-wrap wrap-anywhere">
          {rendered.text}
        </pre>
      </TabsContent>
    </Tabs>
  );
}
