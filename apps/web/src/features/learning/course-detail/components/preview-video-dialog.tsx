import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '@aula/shared';
import { PlayCircle, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const t = messages.courseDetail;

/**
 * 'Vista Previa del Curso' (docs/product/courses.md#banner-and-preview-video): the preview video in
 * a dialog. The link is signed and expires; if it no longer plays, 'Reintentar' asks the course
 * again for a fresh one.
 */
export function PreviewVideoDialog({
  title,
  videoUrl,
  onReload,
}: {
  title: string;
  videoUrl: string;
  onReload: () => void;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === videoUrl;

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button className="bg-white text-primary shadow hover:bg-teal-50">
          <PlayCircle aria-hidden className="size-5" />
          {t.preview}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto gap-4 rounded-xl border border-border bg-card p-4 shadow-lg sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">{t.preview}</Dialog.Title>
              <Dialog.Description className="text-sm break-words text-muted-foreground">
                {t.previewDescription(title)}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={messages.common.close} className="shrink-0">
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          {failed ? (
            <div
              role="alert"
              className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-lg bg-slate-900 p-4 text-center text-white"
            >
              <p>{t.previewFailed}</p>
              <Button
                variant="outline"
                onClick={() => {
                  setFailedUrl(null);
                  onReload();
                }}
              >
                {messages.common.retry}
              </Button>
            </div>
          ) : (
            <video
              key={videoUrl}
              src={videoUrl}
              controls
              playsInline
              preload="metadata"
              className="aspect-video max-h-[70dvh] w-full rounded-lg bg-black"
              onError={() => setFailedUrl(videoUrl)}
            >
              {t.videoUnsupported}
            </video>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
