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

/**
 * One slide of a demo video: what it shows and what the voice says over it. The videos are
 * generated from these (scripts/demo-media, docs/product/demo-media.md); keep each narration
 * to about 10–20 s spoken, 2–4 slides a video.
 */
export interface DemoSlide {
  heading: string;
  points: string[];
  narration: string;
}

interface LessonBase {
  title: string;
  description: string;
}

/** The minutes a student is told to set aside: an estimate, for lessons with no length of their own. */
interface EstimatedLesson extends LessonBase {
  minutes: number;
}

/**
 * A video's minutes are not written here: they are its file's real length, read when the seed
 * stores it (insert-demo-courses.ts).
 */
export interface DemoVideoLesson extends LessonBase {
  type: 'video';
  slides: DemoSlide[];
}

export type DemoLesson =
  | DemoVideoLesson
  | (EstimatedLesson & { type: 'text'; text: string })
  | (EstimatedLesson & { type: 'pdf'; document: DemoDocument })
  | (EstimatedLesson & { type: 'link'; url: string });

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
