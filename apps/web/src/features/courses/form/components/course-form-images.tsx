import { LESSON_IMAGE_SCHEMES, lessonImageAddress } from '@aula/shared';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LessonImagesContext, storedImageSources } from '@/components/formatted-text/lesson-images';

interface UploadedImages {
  /** A finished upload the author put in a text: previews show the browser's copy until the save stores it. */
  add(uploadId: string, file: File): void;
}

const UploadedImagesContext = createContext<UploadedImages | null>(null);

export function useUploadedImages(): UploadedImages {
  const images = useContext(UploadedImagesContext);
  if (!images) throw new Error('useUploadedImages is used outside CourseFormImages');
  return images;
}

/**
 * The images the course form's previews can show: the course's stored ones (links signed for the
 * author) and the ones uploaded since the form opened, until a save makes them stored images.
 */
export function CourseFormImages({
  stored,
  children,
}: {
  stored: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const objectUrls = useRef<string[]>([]);
  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const actions = useMemo<UploadedImages>(
    () => ({
      add(uploadId, file) {
        const url = URL.createObjectURL(file);
        objectUrls.current.push(url);
        const address = lessonImageAddress({ scheme: LESSON_IMAGE_SCHEMES.upload, id: uploadId });
        setUploaded((previous) => ({ ...previous, [address]: url }));
      },
    }),
    [],
  );
  const sources = useMemo(() => ({ ...storedImageSources(stored), ...uploaded }), [stored, uploaded]);

  return (
    <UploadedImagesContext value={actions}>
      <LessonImagesContext value={sources}>{children}</LessonImagesContext>
    </UploadedImagesContext>
  );
}
