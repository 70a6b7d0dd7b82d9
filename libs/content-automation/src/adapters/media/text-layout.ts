/**
 * Line breaking for SVG text, which has no wrapping of its own. Widths are estimated from Inter's
 * proportions (in ems, a little generous) rather than measured: measuring each candidate line through
 * the renderer would load the font files again each time, and an estimate that errs wide only costs a
 * slightly shorter line.
 */

const NARROW = new Set([...`iljI.,:;'!|()[]{}"’‘ `]);
const SEMI_NARROW = new Set([...'frt1-/']);
const WIDE = new Set([...'MWmw@%&—']);

function characterWidthEm(character: string, bold: boolean): number {
  let width: number;
  if (NARROW.has(character)) width = 0.3;
  else if (SEMI_NARROW.has(character)) width = 0.42;
  else if (WIDE.has(character)) width = 0.92;
  else if (character >= 'A' && character <= 'Z') width = 0.7;
  else if (character.charCodeAt(0) > 0x2e80) width = 1; // CJK and emoji: full width
  else width = 0.6;
  return bold ? width * 1.05 : width;
}

/** The estimated width in pixels of `text` set at `fontSize`. */
export function estimatedTextWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const character of text) ems += characterWidthEm(character, bold);
  return ems * fontSize;
}

/** Splits a word wider than a line into pieces that fit. */
function splitLongWord(word: string, maxWidth: number, fontSize: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && estimatedTextWidth(piece + character, fontSize, bold) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** `text`'s words greedily broken into lines no wider than `maxWidth`. */
export function wrapText(text: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const words = text.split(/\s+/).filter(Boolean).flatMap((word) => (estimatedTextWidth(word, fontSize, bold) > maxWidth ? splitLongWord(word, maxWidth, fontSize, bold) : [word]));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && estimatedTextWidth(candidate, fontSize, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextBox {
  readonly maxWidth: number;
  readonly maxLines: number;
  /** Font sizes tried from the largest down, in steps of 2 pixels. */
  readonly largestFontSize: number;
  readonly smallestFontSize: number;
  readonly bold?: boolean;
}

export interface FittedText {
  readonly fontSize: number;
  readonly lines: readonly string[];
}

/**
 * The largest font size at which `text` fits the box; at the smallest size a text still too long keeps
 * its first `maxLines` lines, the last ending in an ellipsis.
 */
export function fitText(text: string, box: TextBox): FittedText {
  const bold = box.bold ?? false;
  for (let fontSize = box.largestFontSize; fontSize > box.smallestFontSize; fontSize -= 2) {
    const lines = wrapText(text, box.maxWidth, fontSize, bold);
    if (lines.length <= box.maxLines) return { fontSize, lines };
  }
  const fontSize = box.smallestFontSize;
  const lines = wrapText(text, box.maxWidth, fontSize, bold);
  if (lines.length <= box.maxLines) return { fontSize, lines };
  const kept = lines.slice(0, box.maxLines);
  let last = `${kept.at(-1)!}…`;
  while (last.length > 1 && estimatedTextWidth(last, fontSize, bold) > box.maxWidth) last = `${last.slice(0, -2).trimEnd()}…`;
  return { fontSize, lines: [...kept.slice(0, -1), last] };
}
