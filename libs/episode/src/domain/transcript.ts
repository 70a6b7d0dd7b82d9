import { InvalidInput } from '@harmony/platform/domain';

/** One timed piece of what is said, in seconds from the start of the audio. */
export interface TranscriptCue {
  readonly startSeconds: number;
  readonly endSeconds: number;
  /** Plain text (markup and entities of the source file resolved); lines joined with "\n". */
  readonly text: string;
}

/** An episode's transcript as stored and served: cues sorted by start. */
export interface Transcript {
  readonly cues: readonly TranscriptCue[];
}

/** The code of the InvalidInput an unreadable or oversized transcript throws (its field: `transcript`). */
export const INVALID_TRANSCRIPT = 'invalid-transcript';
export const TRANSCRIPT_MAX_BYTES = 2 * 1024 * 1024;
export const TRANSCRIPT_MAX_CUES = 20_000;

const refuse = (message: string): InvalidInput => new InvalidInput(INVALID_TRANSCRIPT, [{ field: 'transcript', message }]);

interface NumberedLine {
  /** 1-based, as an editor shows it. */
  readonly number: number;
  readonly text: string;
}

// WebVTT: hours optional (any digits), minutes and seconds two digits, milliseconds three, after a dot.
const VTT_TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
// SRT: hours, minutes, seconds, milliseconds after a comma (a dot is a common slip, and harmless).
const SRT_TIMESTAMP = /^(\d+):([0-5]\d):([0-5]\d)[,.](\d{3})$/;
const ARROW = '-->';

/** Milliseconds, so that sums and comparisons stay exact; seconds only when a cue is made. */
function milliseconds(text: string, format: RegExp, line: number, example: string): number {
  const parts = format.exec(text);
  if (!parts) throw refuse(`Line ${line}: "${text}" is not a timestamp such as ${example}.`);
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = parts;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

/** 00:01:02.500: the WebVTT form, hours always written. */
export function vttTimestamp(seconds: number): string {
  const total = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(total / 3_600_000);
  return `${pad(hours)}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)}.${pad(total % 1000, 3)}`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f', quot: '"', apos: "'" };

/**
 * A cue's text as plain text: a WebVTT voice (`<v Ana>`) becomes "Ana: ", other tags (`<i>`, `<c.loud>`,
 * `<00:00:01.000>`) and SRT's position codes (`{\an8}`) go, entities are decoded.
 */
function plainText(lines: readonly string[]): string {
  return lines
    .map((line) =>
      line
        .replace(/<v(?:\.[^\s>]*)?\s+([^>]+)>/g, '$1: ')
        .replace(/<[^>]*>/g, '')
        .replace(/\{\\[^}]*\}/g, '')
        .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
          if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
          if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
          return ENTITIES[name.toLowerCase()] ?? entity;
        })
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

/** The file's blocks: runs of non-blank lines, with their line numbers. */
function blocksOf(text: string): NumberedLine[][] {
  const blocks: NumberedLine[][] = [];
  let current: NumberedLine[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push({ number: index + 1, text: line });
  });
  if (current.length) blocks.push(current);
  return blocks;
}

type Dialect = { readonly name: 'WebVTT' | 'SRT'; readonly timestamp: RegExp; readonly example: string };
const WEBVTT: Dialect = { name: 'WebVTT', timestamp: VTT_TIMESTAMP, example: '00:01:02.500' };
const SRT: Dialect = { name: 'SRT', timestamp: SRT_TIMESTAMP, example: '00:01:02,500' };

/** One cue block: an optional identifier (SRT: the cue number), the timing line, the text. Null when it has no text. */
function cueOf(block: readonly NumberedLine[], dialect: Dialect): TranscriptCue | null {
  const timingIndex = block.findIndex((line) => line.text.includes(ARROW));
  if (timingIndex < 0 || timingIndex > 1) {
    const line = block[Math.min(1, block.length - 1)] ?? block[0];
    const sample = dialect === WEBVTT ? '00:00:01.000 --> 00:00:04.000' : '00:00:01,000 --> 00:00:04,000';
    throw refuse(`Line ${line?.number}: this cue has no timing line such as "${sample}" (its arrow --> is missing).`);
  }
  const timing = block[timingIndex] as NumberedLine;
  const [startText = '', rest = ''] = timing.text.split(ARROW, 2).map((part) => part.trim());
  // After the end come WebVTT's cue settings (align:start) or SRT's coordinates (X1:…): not ours to keep.
  const endText = rest.split(/\s+/, 1)[0] ?? '';
  const start = milliseconds(startText, dialect.timestamp, timing.number, dialect.example);
  const end = milliseconds(endText, dialect.timestamp, timing.number, dialect.example);
  if (end < start) throw refuse(`Line ${timing.number}: the cue's end ${endText} is before its start ${startText}.`);
  if (end === start) throw refuse(`Line ${timing.number}: the cue's end ${endText} is not after its start ${startText}.`);
  const text = plainText(block.slice(timingIndex + 1).map((line) => line.text));
  return text ? { startSeconds: start / 1000, endSeconds: end / 1000, text } : null;
}

const isWebVttHeader = (line: string): boolean => /^WEBVTT(?:[ \t].*)?$/.test(line);
/** An SRT file opens with a cue number, then a timing line (some tools leave the number out). */
const looksLikeSrt = (block: readonly NumberedLine[] | undefined): boolean =>
  block !== undefined && (/^\d+$/.test(block[0]?.text.trim() ?? '') ? Boolean(block[1]?.text.includes(ARROW)) : Boolean(block[0]?.text.includes(ARROW)));
// WebVTT blocks that are not cues: comments, style sheets, regions.
const isVttMetadata = (block: readonly NumberedLine[]): boolean => /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]?.text ?? '') && !block.some((line) => line.text.includes(ARROW));

const shorten = (line: string): string => (line.length > 60 ? `${line.slice(0, 60)}…` : line);

/**
 * Reads a WebVTT or SRT file (told apart by its content, not its name) into cues sorted by start.
 * Throws InvalidInput (code invalid-transcript, field `transcript`) naming the line at fault: a cue
 * without its arrow, a malformed timestamp, an end not after its start; or a file that is empty, too
 * large (TRANSCRIPT_MAX_BYTES), with too many cues (TRANSCRIPT_MAX_CUES), or neither format.
 */
export function parseTranscript(source: string): Transcript {
  if (new TextEncoder().encode(source).length > TRANSCRIPT_MAX_BYTES) throw refuse('The transcript is larger than 2 MB.');
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const blocks = blocksOf(text);
  const first = blocks[0];
  if (!first) throw refuse('The transcript file is empty.');
  const firstLine = first[0]?.text ?? '';
  let dialect: Dialect;
  let cueBlocks: NumberedLine[][];
  if (isWebVttHeader(firstLine) && first[0]?.number === 1) {
    dialect = WEBVTT;
    // The header block may hold metadata lines (Kind: captions); a timing line there means a cue followed it without a blank line.
    const headerTiming = first.find((line) => line.text.includes(ARROW));
    if (headerTiming) throw refuse(`Line ${headerTiming.number}: a blank line must separate the WEBVTT header from the first cue.`);
    cueBlocks = blocks.slice(1).filter((block) => !isVttMetadata(block));
  } else if (looksLikeSrt(first)) {
    dialect = SRT;
    cueBlocks = blocks;
  } else {
    throw refuse(
      `This is neither WebVTT nor SRT: a WebVTT file starts with the line "WEBVTT", an SRT file with a cue number and a timing line such as "00:00:01,000 --> 00:00:04,000"; line ${first[0]?.number} reads "${shorten(firstLine)}".`,
    );
  }
  if (cueBlocks.length > TRANSCRIPT_MAX_CUES) throw refuse(`The transcript has ${cueBlocks.length} cues: at most ${TRANSCRIPT_MAX_CUES.toLocaleString('en')} are accepted.`);
  const cues = cueBlocks.map((block) => cueOf(block, dialect)).filter((cue): cue is TranscriptCue => cue !== null);
  if (!cues.length) throw refuse(`This ${dialect.name} file has no cue with text.`);
  return { cues: sortedCues(cues) };
}

const sortedCues = (cues: readonly TranscriptCue[]): TranscriptCue[] => [...cues].sort((a, b) => a.startSeconds - b.startSeconds || a.endSeconds - b.endSeconds);

/**
 * A transcript from timed segments a machine produced (speech to text). Unlike an uploaded file, a
 * segment that makes no sense (no text, negative or non-finite times, an end not after its start) is
 * left out rather than refused: the rest is still worth having. Null when nothing usable is left.
 */
export function transcriptFromSegments(segments: readonly TranscriptCue[]): Transcript | null {
  const cues = segments
    .map((segment) => ({ startSeconds: Math.round(segment.startSeconds * 1000) / 1000, endSeconds: Math.round(segment.endSeconds * 1000) / 1000, text: segment.text.trim() }))
    .filter((cue) => cue.text && Number.isFinite(cue.startSeconds) && Number.isFinite(cue.endSeconds) && cue.startSeconds >= 0 && cue.endSeconds > cue.startSeconds)
    .slice(0, TRANSCRIPT_MAX_CUES);
  return cues.length ? { cues: sortedCues(cues) } : null;
}

const escapeCueText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The transcript as a WebVTT file: the form it is stored and served in (podcast:transcript type="text/vtt"). */
export function toWebVtt(transcript: Transcript): string {
  const cues = transcript.cues.map(
    (cue, index) =>
      // A blank line would end the cue early: the text's line breaks are kept, its empty lines are not.
      `${index + 1}\n${vttTimestamp(cue.startSeconds)} --> ${vttTimestamp(cue.endSeconds)}\n${escapeCueText(cue.text)
        .split('\n')
        .filter((line) => line.trim())
        .join('\n')}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
