/** One file format an upload may be, as its bytes show it. */
export interface UploadFormat {
  /** As people know it, for messages: "MP3". */
  readonly name: string;
  /** The extension it is stored under: the media route serves its type by the extension. */
  readonly extension: string;
  readonly mimeType: string;
  /** The names the sniffer (`file-type`) gives the contents read as this format. */
  readonly detectedAs: readonly string[];
}

/** What one kind of upload accepts: its formats (sniffed from the bytes) and its size. */
export interface UploadPolicy {
  /** What the file is, for messages: "audio file", "cover image". */
  readonly what: string;
  readonly maxBytes: number;
  readonly formats: readonly UploadFormat[];
}

export const MEGABYTE = 1024 * 1024;

/** SPEC §5: "MP3, M4A, WAV, AAC, OGG, WebM, FLAC". An MPEG-4 file is taken as M4A whatever its brand (phones write isom/mp42). */
export const AUDIO_FORMATS: readonly UploadFormat[] = [
  { name: 'MP3', extension: 'mp3', mimeType: 'audio/mpeg', detectedAs: ['mp3'] },
  { name: 'M4A', extension: 'm4a', mimeType: 'audio/mp4', detectedAs: ['m4a', 'm4b', 'f4a', 'f4b', 'mp4'] },
  { name: 'WAV', extension: 'wav', mimeType: 'audio/wav', detectedAs: ['wav'] },
  { name: 'AAC', extension: 'aac', mimeType: 'audio/aac', detectedAs: ['aac'] },
  { name: 'OGG', extension: 'ogg', mimeType: 'audio/ogg', detectedAs: ['ogg', 'oga', 'opus', 'spx'] },
  { name: 'WebM', extension: 'webm', mimeType: 'audio/webm', detectedAs: ['webm'] },
  { name: 'FLAC', extension: 'flac', mimeType: 'audio/flac', detectedAs: ['flac'] },
];

/** Photos and artwork every browser shows. SVG is not among them: an uploaded SVG can carry script. */
export const IMAGE_FORMATS: readonly UploadFormat[] = [
  { name: 'JPEG', extension: 'jpg', mimeType: 'image/jpeg', detectedAs: ['jpg'] },
  { name: 'PNG', extension: 'png', mimeType: 'image/png', detectedAs: ['png'] },
  { name: 'WebP', extension: 'webp', mimeType: 'image/webp', detectedAs: ['webp'] },
];

/** Episode audio: SPEC §5 and §9, at most 50 MB. */
export const audioUploadPolicy = (maxBytes = 50 * MEGABYTE): UploadPolicy => ({ what: 'audio file', maxBytes, formats: AUDIO_FORMATS });

/** An image shown on the site (`what` names it in messages: "article image"); a photo of a few thousand pixels fits well within 5 MB. */
export const imageUploadPolicy = (what: string, maxBytes = 5 * MEGABYTE): UploadPolicy => ({ what, maxBytes, formats: IMAGE_FORMATS });

/** Cover art: a square image of a few thousand pixels fits well within 5 MB. */
export const coverImageUploadPolicy = (maxBytes = 5 * MEGABYTE): UploadPolicy => imageUploadPolicy('cover image', maxBytes);

/** "MP3, M4A, WAV or FLAC" */
export function formatNames(formats: readonly UploadFormat[]): string {
  const names = formats.map((format) => format.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** "50 MB", "512 KB", "300 bytes": a limit as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes >= MEGABYTE) return `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/** The media type of a stored file, by the extension its format is stored under; undefined for another. */
export function mediaTypeOf(url: string, formats: readonly UploadFormat[] = [...AUDIO_FORMATS, ...IMAGE_FORMATS]): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/, 1)[0] ?? '')?.[1]?.toLowerCase();
  return formats.find((format) => format.extension === extension)?.mimeType;
}
