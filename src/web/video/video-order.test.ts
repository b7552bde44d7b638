import { describe, expect, it } from 'vitest';

import { VIDEO_FILES, ageFrom, fallbackVideoUrl, firstVideoFor, nextPlayable, orderVideos } from './video-order';

const today = new Date(2026, 10, 22);
// An operator's bucket: real client videos under the names the rules pick by, and other files.
const files = ['career.mp4', 'default.mp4', 'health.mp4', 'man-40-plus.mp4', 'man.mp4', 'notes.txt', 'woman.webm'].map(
  (name) => ({ name, url: `/media/video-rev/${name}` }),
);

describe('firstVideoFor', () => {
  it('follows the spec priority: money or career, health, then relationships by gender and age', () => {
    expect(firstVideoFor({ subject: 'money', gender: 'male' }, today)).toBe('career.mp4');
    expect(firstVideoFor({ subject: 'career' }, today)).toBe('career.mp4');
    expect(firstVideoFor({ subject: 'health', gender: 'female' }, today)).toBe('health.mp4');
    expect(firstVideoFor({ subject: 'love', gender: 'female' }, today)).toBe('woman.mp4');
    expect(firstVideoFor({ subject: 'family', gender: 'male', birthDate: '1986-01-01' }, today)).toBe(
      'man-40-plus.mp4',
    );
    expect(firstVideoFor({ subject: 'marriage', gender: 'male', birthDate: '1987-12-31' }, today)).toBe('man.mp4');
    expect(firstVideoFor({ subject: 'friends', gender: 'male' }, today)).toBe('man.mp4');
    expect(firstVideoFor({ subject: 'love', gender: 'non-binary' }, today)).toBeNull();
    expect(firstVideoFor({}, today)).toBeNull();
  });
});

describe('ageFrom', () => {
  it('takes the year difference from ISO or formatted dates', () => {
    expect(ageFrom('1980-06-15', today)).toBe(46);
    expect(ageFrom('June 15, 1980', today)).toBe(46);
    expect(ageFrom('not a date', today)).toBeNull();
    expect(ageFrom(undefined, today)).toBeNull();
  });
});

describe('orderVideos', () => {
  it('keeps only videos, in listing order, with the visitor video first', () => {
    const names = (viewer: Parameters<typeof orderVideos>[1]) =>
      orderVideos(files, viewer, today).map((file) => file.name);
    expect(names({})).toEqual(['career.mp4', 'default.mp4', 'health.mp4', 'man-40-plus.mp4', 'man.mp4', 'woman.webm']);
    expect(names({ subject: 'family', gender: 'male', birthDate: '1950-01-01' })).toEqual([
      'man-40-plus.mp4',
      'career.mp4',
      'default.mp4',
      'health.mp4',
      'man.mp4',
      'woman.webm',
    ]);
    // woman.mp4 is not in this bucket: the default order stays.
    expect(names({ subject: 'love', gender: 'female' })[0]).toBe('career.mp4');
  });

  it('gives every visitor the brand clip when it is the only video (the shipped bucket)', () => {
    const shipped = [{ name: VIDEO_FILES.fallback, url: fallbackVideoUrl() }];
    const viewers = [
      {},
      { subject: 'money' },
      { subject: 'health' },
      { subject: 'love', gender: 'female' },
      { subject: 'family', gender: 'male', birthDate: '1950-01-01' },
    ];
    for (const viewer of viewers)
      expect(orderVideos(shipped, viewer, today).map((file) => file.name)).toEqual(['default.mp4']);
  });
});

describe('nextPlayable', () => {
  it('goes to the next, else the first, else nothing', () => {
    expect(nextPlayable(3, 0, new Set([0]))).toBe(1);
    expect(nextPlayable(3, 2, new Set([2]))).toBe(0);
    expect(nextPlayable(3, 2, new Set([0, 2]))).toBe(1);
    expect(nextPlayable(2, 1, new Set([0, 1]))).toBeNull();
  });
});
