import { StyleSheet } from '@react-pdf/renderer';
import { createContext, useContext } from 'react';

import type { Element } from '../synthesis/sign-facts';

export const COLORS = {
  ink: '#24213f',
  muted: '#6b6785',
  gold: '#a67c2e',
  paper: '#fffdf8',
  night: '#1b1838',
  rule: '#d9d2c0',
};

export const ELEMENT_TINTS: Record<Element, string> = {
  Fire: '#fbe3d6',
  Earth: '#e6ecd6',
  Air: '#f3efd8',
  Water: '#dce8f3',
};

/** Serif or Sans first, then the faces for the scripts and emoji the reading's text holds, tried glyph by glyph. */
export type FontStacks = { serif: string[]; sans: string[] };

export const LATIN_FONTS: FontStacks = { serif: ['Serif'], sans: ['Sans'] };

/** The reading's styles, with the font stacks its text needs. */
export function createStyles(fonts: FontStacks) {
  return StyleSheet.create({
    page: {
      backgroundColor: COLORS.paper,
      color: COLORS.ink,
      fontFamily: fonts.serif,
      fontSize: 10.5,
      lineHeight: 1.5,
      paddingTop: 54,
      paddingBottom: 60,
      paddingHorizontal: 58,
    },
    header: {
      position: 'absolute',
      top: 22,
      left: 58,
      right: 58,
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontFamily: fonts.sans,
      fontSize: 7.5,
      color: COLORS.muted,
      borderBottomWidth: 0.5,
      borderBottomColor: COLORS.rule,
      paddingBottom: 4,
    },
    // A long name wraps under itself instead of pushing the brand off the header.
    headerName: { maxWidth: 330, textAlign: 'right' },
    footer: {
      position: 'absolute',
      bottom: 26,
      left: 58,
      right: 58,
      fontFamily: fonts.sans,
      fontSize: 7.5,
      color: COLORS.muted,
      textAlign: 'center',
    },
    h1: { fontSize: 22, lineHeight: 1.25, fontWeight: 700, color: COLORS.night, marginBottom: 6 },
    h2: { fontSize: 14, lineHeight: 1.3, fontWeight: 700, color: COLORS.night, marginTop: 10, marginBottom: 4 },
    kicker: {
      fontFamily: fonts.sans,
      fontSize: 8,
      letterSpacing: 1.5,
      color: COLORS.gold,
      textTransform: 'uppercase',
      marginBottom: 4,
    },
    paragraph: { marginBottom: 6, textAlign: 'justify' },
    // Serif alone: the script faces have no italic (pdf-fonts.ts).
    italic: { fontStyle: 'italic', fontFamily: 'Serif' },
    sectionTitleRow: { flexDirection: 'row', alignItems: 'center', marginTop: 10, marginBottom: 4 },
    sectionTitle: { fontSize: 13, lineHeight: 1.3, fontWeight: 700, color: COLORS.night, marginLeft: 6 },
    note: {
      backgroundColor: '#f4efe2',
      borderLeftWidth: 2,
      borderLeftColor: COLORS.gold,
      padding: 8,
      marginVertical: 6,
      fontSize: 9.5,
    },
    table: { borderTopWidth: 0.8, borderTopColor: COLORS.ink, marginTop: 4, marginBottom: 10 },
    row: {
      flexDirection: 'row',
      borderBottomWidth: 0.4,
      borderBottomColor: COLORS.rule,
      paddingVertical: 2.5,
      alignItems: 'center',
    },
    headRow: { flexDirection: 'row', borderBottomWidth: 0.8, borderBottomColor: COLORS.ink, paddingVertical: 3 },
    cell: { fontFamily: fonts.sans, fontSize: 9 },
    headCell: { fontFamily: fonts.sans, fontSize: 8, fontWeight: 600, color: COLORS.muted, textTransform: 'uppercase' },
  });
}

export type PdfStyles = ReturnType<typeof createStyles>;

/** The reading's font stacks, for every page; a page rendered on its own gets the Latin fonts. */
export const PdfFontsContext = createContext<FontStacks>(LATIN_FONTS);

export function usePdfFonts(): FontStacks {
  return useContext(PdfFontsContext);
}

const built = new WeakMap<FontStacks, PdfStyles>();

/** The styles for the reading's font stacks, built once per reading. */
export function usePdfStyles(): PdfStyles {
  const fonts = usePdfFonts();
  let sheet = built.get(fonts);
  if (!sheet) {
    sheet = createStyles(fonts);
    built.set(fonts, sheet);
  }
  return sheet;
}
