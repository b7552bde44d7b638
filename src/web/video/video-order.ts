import type { StoredFile } from '../../domain/storage';

/**
 * The names the priority rules pick by. Only `default.mp4`, the build's brand clip (not a testimonial),
 * ships in media/video-rev; an operator's real, permission-based client videos keep these names
 * (README, "Client videos"). A name missing from the bucket leaves the default order, so with the
 * brand clip alone every visitor sees it.
 */
export const VIDEO_FILES = {
  fallback: 'default.mp4',
  career: 'career.mp4',
  health: 'health.mp4',
  woman: 'woman.mp4',
  manFortyPlus: 'man-40-plus.mp4',
  man: 'man.mp4',
} as const;

const VIDEO_EXTENSIONS = /\.(mp4|webm|mov)$/i;
const RELATIONSHIP_SUBJECTS = ['love', 'marriage', 'friends', 'family'];

export type Viewer = { subject?: string | null; gender?: string | null; birthDate?: string | null };

/** Spec section 5: the age is the difference in years, from any date text holding a 4-digit year. */
export function ageFrom(birthDate: string | null | undefined, today: Date): number | null {
  const year = /\b(1[89]\d\d|20\d\d)\b/.exec(birthDate ?? '')?.[1];
  return year ? today.getFullYear() - Number(year) : null;
}

/** The video the spec's priority rules put first for this visitor, or null for the default order. */
export function firstVideoFor({ subject, gender, birthDate }: Viewer, today: Date): string | null {
  const topic = (subject ?? '').toLowerCase();
  if (topic.includes('money') || topic.includes('career')) return VIDEO_FILES.career;
  if (topic.includes('health')) return VIDEO_FILES.health;
  if (!RELATIONSHIP_SUBJECTS.some((name) => topic.includes(name))) return null;
  if (gender === 'female') return VIDEO_FILES.woman;
  if (gender === 'male') {
    const age = ageFrom(birthDate, today);
    return age !== null && age >= 40 ? VIDEO_FILES.manFortyPlus : VIDEO_FILES.man;
  }
  return null;
}

/** The bucket's videos (listing order, by name) with this visitor's first video moved to the front. */
export function orderVideos(files: StoredFile[], viewer: Viewer, today: Date): StoredFile[] {
  const videos = files.filter((file) => VIDEO_EXTENSIONS.test(file.name));
  const first = firstVideoFor(viewer, today);
  const index = videos.findIndex((file) => file.name === first);
  if (index <= 0) return videos;
  return [videos[index] as StoredFile, ...videos.slice(0, index), ...videos.slice(index + 1)];
}

/**
 * Where to go when the video at `current` fails (spec section 4): the next one that has not
 * failed, else the first that has not, else null (the fallback video).
 */
export function nextPlayable(count: number, current: number, failed: ReadonlySet<number>): number | null {
  for (let index = current + 1; index < count; index += 1) if (!failed.has(index)) return index;
  for (let index = 0; index < count; index += 1) if (!failed.has(index)) return index;
  return null;
}

export function fallbackVideoUrl(): string {
  return `/media/video-rev/${VIDEO_FILES.fallback}`;
}
