/**
 * Makes the demo catalogue's videos: for each video lesson of apps/server/src/seed/demo-catalogue,
 * one short MP4 of narrated slides, written from the lesson's own `slides`.
 *
 *   npm run demo-media            # (re)makes the videos whose slides changed, and any missing
 *   npm run demo-media -- --all   # remakes every video
 *
 * Each slide is drawn as a 640x360 image by ffmpeg's drawtext (DejaVu fonts, the product's teal),
 * its narration is spoken by espeak-ng's Latin American Spanish voice, and each lesson's slides
 * are joined into apps/server/src/seed/media/<lesson-title-slug>.mp4: H.264 at 2 frames per
 * second, tuned for still images, with a key frame at each slide, and AAC mono at 20 kb/s, its
 * index first (+faststart) so that the player starts before the file is read to its end. That
 * keeps a video of 50–70 s at about 200–270 KB.
 *
 * Needs ffmpeg (with libx264 and drawtext), espeak-ng and the DejaVu fonts; on Debian:
 * `apt-get install ffmpeg espeak-ng fonts-dejavu-core`. Only this script needs them: the MP4s
 * are committed, and the app, its tests and CI read those (docs/product/demo-media.md). With
 * the same tool versions the output does not depend on the run (no dates, no metadata), so
 * remaking an unchanged video changes no byte.
 *
 * The manifest beside the videos records the fingerprint of the slides each one was made from;
 * apps/server/src/seed/demo-videos.test.ts compares it with the catalogue, so slides edited
 * without running this fail CI.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_COURSES } from '../../apps/server/src/seed/demo-courses';
import {
  DEMO_MEDIA_DIR,
  DEMO_MEDIA_MANIFEST,
  demoVideos,
  demoVideoSource,
  type DemoMediaManifest,
  type DemoVideo,
} from '../../apps/server/src/seed/demo-videos';
import { COLORS, FONTS, HEIGHT, layoutSlide, WIDTH, type SlideLayout } from './slide-layout';

const VOICE = 'es-419';
/** Slower than espeak-ng's default 175, which is hard to follow for clinical vocabulary. */
const WORDS_PER_MINUTE = 150;
/** Slides change every 10–20 s: a still picture needs few frames, and each repeat costs a few bytes. */
const FPS = 2;
/** Silence before each slide's narration and after it, so slides do not cut the voice off. */
const LEAD_SECONDS = 0.6;
const TAIL_SECONDS = 0.9;
/** Text on a flat background stays crisp (checked by eye at 28, 30, 32, 35); ~15 KB a slide. */
const CRF = 30;
/**
 * espeak-ng's voice carries little above 6 kHz: sampled at 16 kHz, AAC at 20 kb/s keeps it up to
 * about 5.5 kHz, where the consonants are (at 16 kb/s it cuts at 4 kHz, like a telephone). The
 * sound is still most of each file.
 */
const AUDIO = { rate: 16000, bitrate: '20k' };
/**
 * espeak-ng's loudest syllables reach full scale, and AAC at this bitrate overshoots peaks by up
 * to 3 dB: the voice is brought to a steady speech level (-19 LUFS) with its true peaks 6 dB
 * below full scale, so that nothing clips once decoded.
 */
const LOUDNESS = `[voice]loudnorm=I=-19:TP=-6:LRA=11,aresample=${AUDIO.rate}[a]`;

const manifestPath = join(DEMO_MEDIA_DIR, DEMO_MEDIA_MANIFEST);

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${command} failed: ${stderr.trim() || (error as Error).message}`, { cause: error });
  }
}

function requireTools() {
  const missing: string[] = [];
  const has = (command: string, args: string[], expected: string) => {
    try {
      return run(command, args).includes(expected);
    } catch {
      return false;
    }
  };
  if (!has('ffmpeg', ['-hide_banner', '-encoders'], 'libx264')) missing.push('ffmpeg with libx264');
  if (!has('ffmpeg', ['-hide_banner', '-filters'], 'drawtext')) missing.push("ffmpeg's drawtext filter");
  if (!has('espeak-ng', [`--voices=${VOICE}`], VOICE)) missing.push(`espeak-ng with the ${VOICE} voice`);
  for (const font of Object.values(FONTS)) if (!existsSync(font)) missing.push(font);
  if (missing.length) {
    throw new Error(
      `missing: ${missing.join(', ')}. On Debian: apt-get install ffmpeg espeak-ng fonts-dejavu-core`,
    );
  }
}

/** Paths go into ffmpeg's filter syntax unquoted: keep them to characters it does not parse. */
function filterPath(path: string): string {
  if (!/^[\w/.-]+$/.test(path)) throw new Error(`unexpected characters in ${path}`);
  return path;
}

/** Draws the layout on a plain background; each line's text goes through a file, so no escaping. */
function renderSlide(layout: SlideLayout, work: string, name: string): string {
  const filters = layout.boxes.map(
    (box) => `drawbox=x=${box.x}:y=${box.y}:w=${box.width}:h=${box.height}:color=${box.color}:t=fill`,
  );
  layout.texts.forEach((text, index) => {
    const file = join(work, `${name}-${index}.txt`);
    writeFileSync(file, text.text);
    filters.push(
      [
        `drawtext=fontfile=${filterPath(FONTS[text.font])}`,
        `textfile=${filterPath(file)}`,
        'expansion=none',
        `fontsize=${text.size}`,
        `fontcolor=${text.color}`,
        `x=${text.x}`,
        // drawtext places a line by its top: this puts its baseline where the layout says.
        `y=${text.baseline}-ascent`,
      ].join(':'),
    );
  });
  const image = join(work, `${name}.png`);
  run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `color=c=${COLORS.background}:s=${WIDTH}x${HEIGHT}:d=1`],
    ...['-vf', filters.join(','), '-frames:v', '1', image],
  ]);
  return image;
}

function speak(narration: string, work: string, name: string): string {
  const text = join(work, `${name}.txt`);
  const wav = join(work, `${name}.wav`);
  writeFileSync(text, narration);
  run('espeak-ng', ['-v', VOICE, '-s', String(WORDS_PER_MINUTE), '-f', text, '-w', wav]);
  return wav;
}

function secondsOf(file: string): number {
  return Number(
    run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim(),
  );
}

/** Whole frames, so that each slide's picture and sound end together. */
const toFrames = (seconds: number) => Math.ceil(seconds * FPS) / FPS;

function makeVideo(video: DemoVideo, work: string): void {
  const { slides } = video.lesson;
  const parts = slides.map((slide, index) => {
    const name = `slide-${index}`;
    const layout = layoutSlide(slide, { index, count: slides.length, courseTitle: video.course.title });
    const image = renderSlide(layout, work, name);
    const speech = speak(slide.narration, work, `${name}-voice`);
    return { image, speech, seconds: toFrames(LEAD_SECONDS + secondsOf(speech) + TAIL_SECONDS) };
  });

  const inputs = parts.flatMap((part) => [
    ...['-loop', '1', '-framerate', String(FPS), '-t', String(part.seconds), '-i', part.image],
    ...['-i', part.speech],
  ]);
  const graph = parts.map((part, index) => {
    const [image, speech] = [2 * index, 2 * index + 1];
    return (
      `[${image}:v]format=yuv420p[v${index}];` +
      `[${speech}:a]aformat=sample_rates=${AUDIO.rate}:channel_layouts=mono,` +
      `adelay=${Math.round(LEAD_SECONDS * 1000)},apad,atrim=end=${part.seconds}[a${index}]`
    );
  });
  const joined = parts.map((_, index) => `[v${index}][a${index}]`).join('');
  const slideStarts = parts.map((_, index) =>
    parts.slice(0, index).reduce((sum, part) => sum + part.seconds, 0),
  );

  const output = join(work, 'video.mp4');
  run('ffmpeg', [
    ...['-v', 'error', '-y', ...inputs],
    ...[
      '-filter_complex',
      `${graph.join(';')};${joined}concat=n=${parts.length}:v=1:a=1[v][voice];${LOUDNESS}`,
    ],
    ...['-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', String(CRF)],
    ...['-pix_fmt', 'yuv420p', '-r', String(FPS)],
    // A key frame where each slide starts and nowhere else: seeking stays instant (the frames
    // between are copies of it) and the file pays for one full picture per slide.
    ...['-g', '100000', '-sc_threshold', '0', '-force_key_frames', slideStarts.join(',')],
    ...['-c:a', 'aac', '-b:a', AUDIO.bitrate, '-ar', String(AUDIO.rate), '-ac', '1'],
    ...['-movflags', '+faststart', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
    output,
  ]);
  writeFileSync(join(DEMO_MEDIA_DIR, video.file), readFileSync(output));
}

/** Lays out every slide before drawing any, so that all the slides that do not fit are named at once. */
function checkLayouts(videos: readonly DemoVideo[]) {
  const problems = videos.flatMap(({ course, lesson, file }) =>
    lesson.slides.flatMap((slide, index) => {
      try {
        layoutSlide(slide, { index, count: lesson.slides.length, courseTitle: course.title });
        return [];
      } catch (error) {
        return [`${file}, slide ${index + 1}: ${(error as Error).message}`];
      }
    }),
  );
  if (problems.length) throw new Error(`slides to shorten:\n${problems.join('\n')}`);
}

function readManifest(): DemoMediaManifest {
  return existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as DemoMediaManifest)
    : {};
}

function main() {
  const all = process.argv.includes('--all');
  requireTools();
  mkdirSync(DEMO_MEDIA_DIR, { recursive: true });
  const videos = demoVideos(DEMO_COURSES);
  checkLayouts(videos);
  const before = readManifest();
  const manifest: DemoMediaManifest = {};
  const work = mkdtempSync(join(tmpdir(), 'aula-demo-media-'));
  try {
    for (const video of videos) {
      const source = demoVideoSource(video);
      const current = before[video.file]?.source === source && existsSync(join(DEMO_MEDIA_DIR, video.file));
      if (all || !current) {
        console.log(`making ${video.file}`);
        const lessonWork = mkdtempSync(join(work, 'lesson-'));
        makeVideo(video, lessonWork);
      }
      manifest[video.file] = { source };
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // A renamed or removed lesson leaves its old video behind: only the catalogue's are kept.
  const wanted = new Set(videos.map((video) => video.file));
  for (const file of readdirSync(DEMO_MEDIA_DIR)) {
    if (file.endsWith('.mp4') && !wanted.has(file)) {
      console.log(`removing ${file}`);
      rmSync(join(DEMO_MEDIA_DIR, file));
    }
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

  let total = 0;
  for (const video of videos) {
    const path = join(DEMO_MEDIA_DIR, video.file);
    const bytes = statSync(path).size;
    total += bytes;
    console.log(
      `${secondsOf(path).toFixed(1).padStart(6)} s ${(bytes / 1024).toFixed(0).padStart(5)} KB  ${video.file}`,
    );
  }
  console.log(`${videos.length} videos, ${(total / 1024).toFixed(0)} KB in all`);
}

main();
