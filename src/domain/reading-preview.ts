import { z } from 'zod';

import { signSchema } from './astrology';

/*
 * The preview of a visitor's own reading (GET /api/readings/:id/preview): the cover, the wheel as
 * laid out for the PDF, the Sun, Moon and rising sections and the opening of the first answer.
 * Never the whole reading: the rest is what the visitor pays for.
 */

const pointSchema = z.object({ x: z.number(), y: z.number() });
const segmentSchema = z.tuple([pointSchema, pointSchema]);

export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;

/** A glyph as strokes in a 20 x 20 box, as the PDF draws it; `fill` for solid shapes. */
const glyphPartSchema = z.object({ d: z.string().max(1000), fill: z.boolean() });

/** The natal wheel in drawing units (a `size` square): the browser draws it as it is, computing nothing. */
export const previewWheelSchema = z.object({
  size: z.number().positive(),
  radii: z.object({ outer: z.number(), sign: z.number(), house: z.number(), aspect: z.number() }),
  glyphSize: z.number().positive(),
  signs: z
    .array(
      z.object({
        sign: signSchema,
        element: z.enum(ELEMENTS),
        /** The sign's band of the zodiac ring, an SVG path. */
        band: z.string(),
        edge: segmentSchema,
        glyph: pointSchema,
      }),
    )
    .length(12),
  ticks: z.array(z.object({ line: segmentSchema, major: z.boolean() })),
  houses: z.array(z.object({ number: z.number().int(), cusp: segmentSchema, angle: z.boolean(), label: pointSchema })),
  angles: z.array(z.object({ label: z.enum(['AC', 'DC', 'MC', 'IC']), at: pointSchema })),
  aspects: z.array(z.object({ line: segmentSchema, kind: z.enum(['harmonious', 'challenging']), tight: z.boolean() })),
  bodies: z.array(
    z.object({
      name: z.string(),
      /** The nodes and Chiron, drawn quieter than the planets. */
      minor: z.boolean(),
      glyph: pointSchema,
      tick: segmentSchema,
      leader: segmentSchema.nullable(),
      degree: z.object({ at: pointSchema, text: z.string() }),
      sign: z.object({ at: pointSchema, sign: signSchema }),
      aspectEnd: pointSchema,
    }),
  ),
  /** The strokes of every sign and body glyph on this wheel, by name. */
  glyphs: z.record(z.string(), z.array(glyphPartSchema)),
});
export type PreviewWheel = z.infer<typeof previewWheelSchema>;

export const previewSectionSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type PreviewSection = z.infer<typeof previewSectionSchema>;

export const readingPreviewSchema = z.object({
  cover: z.object({
    name: z.string(),
    /** "14 June 1992" */
    birthDate: z.string(),
    /** "7:45 AM", or "Time unknown". */
    birthTime: z.string(),
    birthPlace: z.string(),
    sunSign: signSchema,
    /** The subject of the questions, as the PDF's cover names it: "Love". */
    subject: z.string(),
  }),
  wheel: previewWheelSchema,
  /** The Sun, the Moon and, with a birth time, the rising sign. */
  sections: z.array(previewSectionSchema).min(2).max(3),
  /** The first question and the first sentences of its answer; null without a question. */
  firstAnswer: z.object({ question: z.string(), about: z.string(), opening: z.string() }).nullable(),
});
export type ReadingPreview = z.infer<typeof readingPreviewSchema>;

/**
 * What GET /api/readings/:id/preview answers for the reading's owner: the preview, or `ready: false`
 * while the reading lacks the birth data a chart needs (an answer, not an error: the page then
 * shows the sample reading).
 */
export const readingPreviewAnswerSchema = z.discriminatedUnion('ready', [
  z.object({ ready: z.literal(true), preview: readingPreviewSchema }),
  z.object({ ready: z.literal(false) }),
]);
export type ReadingPreviewAnswer = z.infer<typeof readingPreviewAnswerSchema>;
