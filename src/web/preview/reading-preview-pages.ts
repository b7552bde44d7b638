import type { PreviewSection, ReadingPreview } from '../../domain/reading-preview';

/** One page of the visitor's own preview, in the order the PDF has them. */
export type ReadingPreviewPage =
  | { kind: 'cover'; label: string }
  | { kind: 'wheel'; label: string }
  | { kind: 'section'; label: string; section: PreviewSection }
  | { kind: 'answer'; label: string; answer: NonNullable<ReadingPreview['firstAnswer']> };

/** The cover, the wheel, one page per section (Sun, Moon, rising) and the opening of the first answer. */
export function readingPreviewPages(preview: ReadingPreview): ReadingPreviewPage[] {
  return [
    { kind: 'cover', label: 'Cover' },
    { kind: 'wheel', label: 'Your birth chart' },
    ...preview.sections.map((section) => ({ kind: 'section' as const, label: section.title, section })),
    ...(preview.firstAnswer
      ? [{ kind: 'answer' as const, label: 'Your first question', answer: preview.firstAnswer }]
      : []),
  ];
}
