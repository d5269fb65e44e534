/**
 * The demo catalogue is plain data: what a course says, not how it is stored. The seed turns
 * it into rows and generated files (demo-media.ts, insert-demo-courses.ts).
 */

/** A reading handed out as a PDF: a title and sections of paragraphs and bullet points. */
export interface DemoDocument {
  title: string;
  subtitle: string;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
}

interface LessonBase {
  title: string;
  description: string;
  minutes: number;
}

export type DemoLesson =
  | (LessonBase & { type: 'video' })
  | (LessonBase & { type: 'text'; text: string })
  | (LessonBase & { type: 'pdf'; document: DemoDocument })
  | (LessonBase & { type: 'link'; url: string });

export interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

export type RgbColor = readonly [number, number, number];
export type ThumbnailIcon = 'cross' | 'drop' | 'document' | 'pill' | 'heart' | 'warning' | 'flask';

/** How the generated cover image looks: a diagonal gradient with a white icon. */
export interface ThumbnailStyle {
  from: RgbColor;
  to: RgbColor;
  icon: ThumbnailIcon;
}

export interface DemoCourse {
  /** Stable name for the seed's own references (enrollments); never stored. */
  key: string;
  title: string;
  shortDescription: string;
  description: string;
  /** Codes from reference-data.ts; the industry is the specialty's own. */
  specialtyCode: string;
  difficultyCode: string;
  languageCode: string;
  coinCode: string;
  price: number;
  published: boolean;
  /** Back-dates the course so that "recently updated" lists look lived in. */
  createdDaysAgo: number;
  thumbnail: ThumbnailStyle;
  modules: DemoModule[];
}
